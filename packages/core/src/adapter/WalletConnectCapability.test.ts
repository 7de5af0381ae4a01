import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from './ChainAdapter'
import { hasWalletConnect } from './WalletConnectCapability'

const base = { namespace: 'eip155', networks: [] } as unknown as ChainAdapter

describe('hasWalletConnect', () => {
  it('is true only for an adapter that contributes a namespace and takes the session and its events', () => {
    const contributing = {
      ...base,
      walletConnectNamespace: {
        namespace: 'eip155',
        chains: ['eip155:1'],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
        rpcMap: { 1: 'http://127.0.0.1:8545' },
      },
      setWalletConnectSession: () => {},
      onWalletConnectEvent: () => {},
    }
    expect(hasWalletConnect(contributing)).toBe(true)
    expect(hasWalletConnect(base)).toBe(false)
    expect(hasWalletConnect(undefined)).toBe(false)
    expect(hasWalletConnect({ ...contributing, walletConnectNamespace: undefined } as never)).toBe(
      false,
    )
    expect(hasWalletConnect({ ...contributing, setWalletConnectSession: undefined } as never)).toBe(
      false,
    )
    expect(hasWalletConnect({ ...contributing, onWalletConnectEvent: undefined } as never)).toBe(
      false,
    )
  })
})
