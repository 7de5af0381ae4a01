// @vitest-environment happy-dom
import { ChainNotSupportedError, isUserRejection } from '@appkit/core'
import { DEV_WALLET_RDNS } from '@appkit/dev-wallet'
import { describe, expect, inject, it } from 'vitest'
import { devnetNetwork, setUpDevnetWallet } from './testing/devnetFixtures'
import { getConnection } from './wagmiConnection'

const devnet = inject('devnet')
const count = (methods: readonly string[], method: string) =>
  methods.filter((m) => m === method).length

describe('switchNetwork when the wallet lacks the chain (HOSTILE §B, 4902)', () => {
  it('4902 → wallet_addEthereumChain is called at most once and the switch is retried once', async () => {
    const { wallet, adapter, methods } = setUpDevnetWallet(devnet, { chainIds: [1] })
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    await adapter.switchNetwork({ caipNetwork: devnetNetwork(devnet, 137) })
    expect(count(methods, 'wallet_addEthereumChain')).toBe(1)
    expect(count(methods, 'wallet_switchEthereumChain')).toBe(2)
    expect(wallet.getChainId()).toBe(137)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(137)
    // The chain the wallet added reads from the configured devnet RPC: the wallet now answers for 137.
    const chainId = await wallet.request({ method: 'eth_chainId' })
    expect(chainId).toBe('0x89')
  })

  it("if the add is rejected (4001): 'Chain is not supported', the active chain is unchanged", async () => {
    const { wallet, adapter, methods } = setUpDevnetWallet(devnet, { chainIds: [1] })
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    wallet.setMode('reject')
    const attempt = adapter.switchNetwork({ caipNetwork: devnetNetwork(devnet, 137) })
    await expect(attempt).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(attempt).rejects.toThrow('Chain is not supported')
    expect(isUserRejection(await attempt.catch((error: unknown) => error))).toBe(true)
    expect(count(methods, 'wallet_addEthereumChain')).toBe(1)
    expect(count(methods, 'wallet_switchEthereumChain')).toBe(1)
    expect(wallet.getChainId()).toBe(1)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(1)
  })

  it("a network the dapp did not configure is 'Chain is not supported' without asking the wallet", async () => {
    const { adapter, methods } = setUpDevnetWallet(devnet)
    await adapter.connect({ connectorId: DEV_WALLET_RDNS })
    const unknown = { ...devnetNetwork(devnet, 137), id: 10, caipNetworkId: 'eip155:10' as const }
    await expect(adapter.switchNetwork({ caipNetwork: unknown })).rejects.toThrow(
      'Chain is not supported',
    )
    expect(count(methods, 'wallet_switchEthereumChain')).toBe(0)
  })
})
