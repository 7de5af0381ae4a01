import { describe, expect, it } from 'vitest'
import { buildProposalNamespaces } from './buildProposalNamespaces'
import { WalletConnectConfigError } from './errors/WalletConnectConfigError'

const evm = {
  namespace: 'eip155',
  chains: ['eip155:1', 'eip155:137'],
  methods: ['personal_sign'],
  events: ['accountsChanged', 'chainChanged'],
  rpcMap: { 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8546' },
}
const solana = {
  namespace: 'solana',
  chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  methods: ['solana_signMessage'],
  events: [],
  rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
}

describe('buildProposalNamespaces', () => {
  it('puts every adapter namespace in one proposal, joining two contributions of one namespace', () => {
    const namespaces = buildProposalNamespaces([
      evm,
      solana,
      { ...evm, chains: ['eip155:1'], methods: ['eth_sendTransaction'], events: [] },
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:137'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { 1: 'http://127.0.0.1:8545', 137: 'http://127.0.0.1:8546' },
    })
    expect(namespaces.solana?.chains).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
  })

  it('refuses no namespace at all, a chain without an RPC URL (no vendor RPC host) and a chain of another namespace', () => {
    expect(() => buildProposalNamespaces([])).toThrow(WalletConnectConfigError)
    expect(() =>
      buildProposalNamespaces([{ ...evm, rpcMap: { 1: 'http://127.0.0.1:1' } }]),
    ).toThrow('No RPC url provided for chain eip155:137')
    expect(() => buildProposalNamespaces([{ ...solana, namespace: 'cosmos' }])).toThrow(
      'is not in the namespace cosmos',
    )
  })
})
