import { describe, expect, it } from 'vitest'
import { mainnet, optimism, solanaMainnet } from '../../testing/networks'
import { createRouter } from '../router/router'
import { setChainAccountData } from './account'
import { createChain } from './chain'
import {
  confirmSwitchActiveChain,
  requestSwitchNetwork,
  shouldShowUnsupportedChain,
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

  it('SPEC §2 "An unsupported network shows UnsupportedChain unless switching is disabled, unsupported chains are allowed, or basic mode is on"', () => {
    const base = { switchingDisabled: false, allowUnsupportedChain: false, basic: false }
    expect(shouldShowUnsupportedChain(base)).toBe(true)
    expect(shouldShowUnsupportedChain({ ...base, switchingDisabled: true })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...base, allowUnsupportedChain: true })).toBe(false)
    expect(shouldShowUnsupportedChain({ ...base, basic: true })).toBe(false)
  })
})
