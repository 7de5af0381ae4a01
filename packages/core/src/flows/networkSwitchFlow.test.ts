import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { getActiveNetwork } from '../controllers/chain/chain'
import { push } from '../controllers/router/router'
import { ChainNotSupportedError } from '../errors/chainErrors'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { makeTestCore } from '../testing/makeTestCore'
import { makeNetwork, optimism, solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { open } from './modalFlow'
import { canSwitchTo, navigateAfterNetworkSwitch, switchNetworkInWallet } from './networkSwitchFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

describe('network switch flow', () => {
  it('asks the connected wallet, then activates the network and moves the CAIP address to it', async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    await switchNetworkInWallet(core, optimism)
    expect(evm.calls).toEqual(['switch:eip155:10'])
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:10')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:10:0xa')
  })

  it("SPEC §8 'Chain is not supported': a refused switch throws and leaves the active network", async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    evm.switchNetwork = async () => {
      throw new ChainNotSupportedError({ details: 'Optimism' })
    }
    await expect(switchNetworkInWallet(core, optimism)).rejects.toThrow('Chain is not supported')
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
  })

  it('SPEC §8 alert "Network Not Found": a network the dapp did not configure asks no wallet', async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    await expect(switchNetworkInWallet(core, makeNetwork('eip155', 8453))).rejects.toThrow(
      'Network not found',
    )
    expect(evm.calls).toEqual([])
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
    expect(core.alerts).toMatchObject({ open: true, shortMessage: 'Network Not Found' })
  })

  it('asks no wallet when no account is connected in the target namespace', async () => {
    const { core, solana } = makeTestCore(server.url)
    await switchNetworkInWallet(core, solanaMainnet)
    expect(solana.calls).toEqual([])
    expect(core.chain.activeNamespace).toBe('solana')
  })

  it('after a switch goes back to the view that opened the network list', async () => {
    const { core } = makeTestCore(server.url)
    await open(core, { view: 'Account' })
    push(core.router, 'Networks')
    push(core.router, 'SwitchNetwork')
    await navigateAfterNetworkSwitch(core)
    expect(core.router.history).toEqual(['Account'])
    expect(core.modal.open).toBe(true)
  })

  it('after a switch closes the modal when the network list was the first view, or absent', async () => {
    const { core } = makeTestCore(server.url)
    await open(core, { view: 'Networks' })
    push(core.router, 'SwitchNetwork')
    await navigateAfterNetworkSwitch(core)
    expect(core.modal.open).toBe(false)
    await open(core, { view: 'UnsupportedChain' })
    push(core.router, 'SwitchNetwork')
    await navigateAfterNetworkSwitch(core)
    expect(core.modal.open).toBe(false)
  })

  it('SPEC §2 "A failed switch goes back one view": with goBackOnFailure the open modal goes back', async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    evm.switchNetwork = async () => {
      throw new ChainNotSupportedError()
    }
    await open(core)
    push(core.router, 'Account')
    push(core.router, 'SwitchNetwork')
    await expect(switchNetworkInWallet(core, optimism, { goBackOnFailure: true })).rejects.toThrow(
      'Chain is not supported',
    )
    expect(core.router.view).toBe('Account')
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
  })

  it('a failed switch with the modal closed rejects with the 4001 rejection and leaves the router alone', async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    evm.switchNetwork = async () => {
      throw new UserRejectedRequestError()
    }
    push(core.router, 'Account')
    await expect(
      switchNetworkInWallet(core, optimism, { goBackOnFailure: true }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(core.router.history).toEqual(['Connect', 'Account'])
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
  })

  it('an adapter without the switch capability is never stubbed: no wallet asked, the switch refused, the network hidden', async () => {
    const { core, evm } = makeTestCore(server.url)
    setChainAccountData(core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
    // The adapter declares no switchNetwork capability (as Solana, Bitcoin and Polkadot ones).
    delete (evm as { switchNetwork?: unknown }).switchNetwork
    expect(canSwitchTo(core, optimism)).toBe(false)
    await expect(switchNetworkInWallet(core, optimism)).rejects.toThrow('Chain is not supported')
    expect(getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
    expect(canSwitchTo(core, solanaMainnet)).toBe(true)
  })
})
