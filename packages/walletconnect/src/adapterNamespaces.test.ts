import { bip122WalletConnectNamespace, bitcoin, bitcoinRegtest } from '@appkit/adapter-bitcoin'
import { solanaWalletConnectNamespace } from '@appkit/adapter-solana'
import { eip155WalletConnectNamespace } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { buildProposalNamespaces } from './buildProposalNamespaces'
import { devnetNetworks } from './testing/devnetFixtures'

const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const evm = devnetNetworks({
  chains: [{ chainId: 1, name: 'One', nativeSymbol: 'ETH', rpcUrl: 'http://127.0.0.1:8545' }],
} as never)

describe('the proposal assembled from what the Solana and Bitcoin adapters declare', () => {
  it("carries each namespace's CAIP-2 chains, WalletConnect methods and events, and an RPC URL per chain", () => {
    const contributions = [
      eip155WalletConnectNamespace(evm),
      solanaWalletConnectNamespace([solanaDevnet]),
      // Bitcoin networks carry no RPC URL: the adapter gives its API URL instead.
      bip122WalletConnectNamespace([bitcoin, bitcoinRegtest], 'http://127.0.0.1:4000'),
    ]
    const proposal = buildProposalNamespaces(contributions)
    expect(Object.keys(proposal)).toEqual(['eip155', 'solana', 'bip122'])
    expect(proposal.eip155?.chains).toEqual(['eip155:1'])
    expect(proposal.solana).toEqual({
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: [],
      rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:8899' },
    })
    expect(proposal.bip122).toEqual({
      chains: [
        'bip122:000000000019d6689c085ae165831e93',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      ],
      methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
      rpcMap: {
        '000000000019d6689c085ae165831e93': 'http://127.0.0.1:4000',
        '0f9188f13cb7b2c71f2a335e3a4fc328': 'http://127.0.0.1:4000',
      },
    })
  })

  it('refuses a Bitcoin network with no RPC URL when no fallback is given (no vendor RPC host)', () => {
    expect(() => bip122WalletConnectNamespace([bitcoin])).toThrow(/No RPC URL for bip122:0000/)
  })
})
