import { describe, expect, it, vi } from 'vitest'
import { ChainNotSupportedError } from '../../errors/chainErrors'
import { UserRejectedRequestError } from '../../errors/providerErrors'
import { makeTestAdapter } from '../../testing/adapter'
import { mainnet, optimism, solanaMainnet } from '../../testing/networks'
import { createRouter, push } from '../router/router'
import { setChainAccountData } from './account'
import { addAdapter } from './adapterRegistry'
import { createChain, getActiveNetwork } from './chain'
import {
  confirmSwitchActiveChain,
  requestSwitchNetwork,
  shouldShowUnsupportedChain,
  switchActiveNetwork,
} from './switchNetwork'

function setup() {
  const chain = createChain({ networks: [mainnet, optimism, solanaMainnet] })
  const router = createRouter()
  return { chain, router }
}

describe('switch network rules', () => {
  it('SPEC §2 "Switching network: same as current network does nothing"', () => {
    const { chain, router } = setup()
    expect(requestSwitchNetwork({ chain, router }, mainnet)).toBe('none')
    expect(router.history).toEqual(['Connect'])
  })

  it('SPEC §2 "If confirmation is skipped, or the wallet is the e-mail/social wallet and the target chain supports it, SwitchNetwork opens"', () => {
    const { chain, router } = setup()
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    expect(requestSwitchNetwork({ chain, router, skipConfirmation: true }, solanaMainnet)).toBe(
      'SwitchNetwork',
    )
    const second = setup()
    setChainAccountData(second.chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    expect(requestSwitchNetwork({ ...second, connectorType: 'AUTH' }, solanaMainnet)).toBe(
      'SwitchNetwork',
    )
    expect(second.router.view).toBe('SwitchNetwork')
  })

  it('SPEC §2 "If connected on the current chain, target is on a different chain and no account exists there, SwitchActiveChain opens, then navigates to Connect with replace"', () => {
    const { chain, router } = setup()
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    expect(requestSwitchNetwork({ chain, router }, solanaMainnet)).toBe('SwitchActiveChain')
    expect(router.view).toBe('SwitchActiveChain')
    confirmSwitchActiveChain(chain, router, solanaMainnet)
    expect(router.view).toBe('Connect')
    expect(router.history).toEqual(['Connect', 'Connect'])
    expect(chain.activeNamespace).toBe('solana')
  })

  it('SPEC §2 "Otherwise SwitchNetwork opens"', () => {
    const { chain, router } = setup()
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    expect(requestSwitchNetwork({ chain, router }, optimism)).toBe('SwitchNetwork')
    setChainAccountData(chain, 'solana', { caipAddress: 'solana:x:abc' })
    expect(requestSwitchNetwork({ chain, router }, solanaMainnet)).toBe('SwitchNetwork')
  })

  it('SPEC §2 "A failed switch goes back one view": the open modal goes back and the wallet\'s error is thrown', async () => {
    const { chain, router } = setup()
    const failing = makeTestAdapter('eip155', [mainnet, optimism])
    const refusal = new ChainNotSupportedError()
    failing.switchNetwork = vi.fn(async () => {
      throw refusal
    })
    addAdapter(chain, failing)
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    push(router, 'Account')
    push(router, 'SwitchNetwork')
    await expect(switchActiveNetwork(chain, router, optimism, { modalOpen: true })).rejects.toBe(
      refusal,
    )
    expect(router.view).toBe('Account')
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe('eip155:1')
    failing.switchNetwork = vi.fn(async () => {})
    await expect(
      switchActiveNetwork(chain, router, optimism, { modalOpen: true }),
    ).resolves.toBeUndefined()
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe('eip155:10')
  })

  it('a failed switch with the modal closed rejects with the 4001 rejection and leaves the router alone', async () => {
    const { chain, router } = setup()
    const failing = makeTestAdapter('eip155', [mainnet, optimism])
    const rejection = new UserRejectedRequestError()
    failing.switchNetwork = vi.fn(async () => {
      throw rejection
    })
    addAdapter(chain, failing)
    setChainAccountData(chain, 'eip155', { caipAddress: 'eip155:1:0xa' })
    push(router, 'Account')
    const onExhausted = vi.fn()
    await expect(
      switchActiveNetwork(chain, router, optimism, { modalOpen: false, onExhausted }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(router.history).toEqual(['Connect', 'Account'])
    expect(onExhausted).not.toHaveBeenCalled()
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe('eip155:1')
  })

  it('SPEC §2 "An unsupported network shows UnsupportedChain unless switching is disabled, unsupported chains are allowed, or basic mode is on"', () => {
    const base = { switchingDisabled: false, allowUnsupportedChain: false, basic: false }
    expect(shouldShowUnsupportedChain(base)).toBe(true)
    expect(shouldShowUnsupportedChain({ ...base, switchingDisabled: true })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...base, basic: true })).toBe(false)
  })
})
