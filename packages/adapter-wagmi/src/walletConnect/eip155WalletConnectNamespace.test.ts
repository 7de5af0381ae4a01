import type { CaipNetwork } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { WagmiAdapterConfigError } from '../errors/WagmiAdapterConfigError'
import { eip155WalletConnectNamespace } from './eip155WalletConnectNamespace'

const network = (id: number, rpc: readonly string[]): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: rpc } },
})

describe('eip155WalletConnectNamespace', () => {
  it('proposes every configured eip155 network with its own RPC URL, so no vendor RPC host is used', () => {
    const eip155 = eip155WalletConnectNamespace([
      network(1, ['http://127.0.0.1:8545', 'http://127.0.0.1:8546']),
      { ...network(2, ['http://x']), chainNamespace: 'solana', caipNetworkId: 'solana:2' },
      network(137, ['http://127.0.0.1:8547']),
    ])
    expect(eip155.chains).toEqual(['eip155:1', 'eip155:137'])
    expect(eip155.rpcMap).toEqual({ 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8547' })
    expect(eip155.namespace).toBe('eip155')
    expect(eip155.methods).toEqual([
      'personal_sign',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ])
    expect(eip155.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('refuses a configuration without eip155 networks or with a network lacking an RPC URL', () => {
    expect(() => eip155WalletConnectNamespace([])).toThrow(WagmiAdapterConfigError)
    expect(() => eip155WalletConnectNamespace([network(5, [])])).toThrow(
      'No RPC url provided for chainId 5',
    )
  })
})
