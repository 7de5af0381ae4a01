import type { ProposalTypes } from '@walletconnect/types'
import { describe, expect, it } from 'vitest'
import {
  approvedNamespaces,
  namespacesWithAccount,
  sessionChainIds,
  WALLET_EVENTS,
  WALLET_METHODS,
} from './walletNamespaces'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const b = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function proposal(
  required: ProposalTypes.RequiredNamespaces,
  optional: ProposalTypes.OptionalNamespaces = {},
): ProposalTypes.Struct {
  return {
    id: 1,
    expiryTimestamp: 0,
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: '00', metadata: { name: 'd', description: '', url: '', icons: [] } },
    requiredNamespaces: required,
    optionalNamespaces: optional,
    pairingTopic: 't',
  }
}

describe('approvedNamespaces', () => {
  it('approves the asked devnet chains with the account on each, in the order asked', () => {
    const asked = proposal(
      {},
      { eip155: { chains: ['eip155:1', 'eip155:137'], methods: ['personal_sign'], events: [] } },
    )
    const namespaces = approvedNamespaces(asked, [1, 137], a)
    expect(namespaces.eip155?.accounts).toEqual([`eip155:1:${a}`, `eip155:137:${a}`])
    expect(namespaces.eip155?.methods).toEqual(['personal_sign'])
  })

  it('approves an extra Solana account only when the proposal asks for its chain, next to eip155', () => {
    const solana = {
      chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    }
    const both = proposal(
      {},
      {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
        solana: { chains: [solana.chain], methods: ['solana_signMessage'], events: [] },
      },
    )
    const namespaces = approvedNamespaces(both, [1, 137], a, [solana])
    expect(namespaces.eip155?.accounts).toEqual([`eip155:1:${a}`])
    expect(namespaces.solana?.accounts).toEqual([`${solana.chain}:${solana.address}`])
    expect(namespaces.solana?.methods).toEqual([])
    const evmOnly = proposal({}, { eip155: { chains: ['eip155:1'], methods: [], events: [] } })
    expect(Object.keys(approvedNamespaces(evmOnly, [1], a, [solana]))).toEqual(['eip155'])
  })

  it('throws when a required chain or method is not supported', () => {
    const chain10 = proposal({
      eip155: { chains: ['eip155:10'], methods: ['personal_sign'], events: [] },
    })
    expect(() => approvedNamespaces(chain10, [1, 137], a)).toThrow(/chains/i)
    const ethSign = proposal({
      eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] },
    })
    expect(() => approvedNamespaces(ethSign, [1, 137], a)).toThrow(/methods/i)
  })

  it('offers the signing methods, the read methods and both events', () => {
    expect(WALLET_METHODS).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
    expect(WALLET_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
  })
})

describe('namespacesWithAccount and sessionChainIds', () => {
  it('moves every chain of the session to the new account', () => {
    const namespaces = {
      eip155: {
        chains: ['eip155:1', 'eip155:137'],
        accounts: [`eip155:1:${a}`, `eip155:137:${a}`],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
      },
    }
    expect(namespacesWithAccount(namespaces, b).eip155?.accounts).toEqual([
      `eip155:1:${b}`,
      `eip155:137:${b}`,
    ])
    expect(sessionChainIds(namespaces)).toEqual([1, 137])
  })

  it('derives the chains from the accounts when a namespace lists none', () => {
    const namespaces = { eip155: { accounts: [`eip155:137:${a}`], methods: [], events: [] } }
    expect(sessionChainIds(namespaces)).toEqual([137])
    expect(namespacesWithAccount(namespaces, b).eip155?.accounts).toEqual([`eip155:137:${b}`])
  })
})
