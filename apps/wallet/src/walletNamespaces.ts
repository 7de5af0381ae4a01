import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { Address } from 'viem'
import { SIGNING_METHODS } from './readSigningRequest'

/** Every method the wallet accepts in a session: the signing ones plus a few it answers itself. */
export const WALLET_METHODS: readonly string[] = [
  ...SIGNING_METHODS,
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
]

/** The session events the wallet emits. */
export const WALLET_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged']

/**
 * A non-EVM account the wallet offers: its CAIP-2 chain, its address there, and the methods and
 * events the wallet approves for its namespace (none when omitted).
 */
export type ExtraAccount = {
  chain: string
  address: string
  methods?: readonly string[] | undefined
  events?: readonly string[] | undefined
}

const asksFor = (proposal: ProposalTypes.Struct, chain: string) =>
  [proposal.requiredNamespaces, proposal.optionalNamespaces].some((namespaces) =>
    Object.entries(namespaces ?? {}).some(
      ([key, namespace]) => key === chain || (namespace.chains ?? []).includes(chain),
    ),
  )

/**
 * The namespaces to approve a proposal with: the eip155 chains the wallet runs that the dapp asked
 * for (in the order asked), the account on each, and the supported methods and events; plus each
 * extra account (Solana devnet, Bitcoin regtest, the Cosmos devnet's chains) whose chain the dapp
 * asked for, with the methods
 * and events the page serves for it. Throws (from @walletconnect/utils) when a required chain, method or event
 * is not supported.
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  chainIds: readonly number[],
  address: Address,
  extra: readonly ExtraAccount[] = [],
): SessionTypes.Namespaces {
  const chains = chainIds.map((id) => `eip155:${id}`)
  const supportedNamespaces: Record<string, SessionTypes.BaseNamespace & { chains: string[] }> = {
    eip155: {
      chains,
      methods: [...WALLET_METHODS],
      events: [...WALLET_EVENTS],
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
  }
  for (const account of extra) {
    if (!asksFor(proposal, account.chain)) continue
    const [namespace = ''] = account.chain.split(':')
    // Several chains of one namespace (the Cosmos devnet's two) share its entry.
    const known = supportedNamespaces[namespace] ?? {
      chains: [],
      methods: [],
      events: [],
      accounts: [],
    }
    supportedNamespaces[namespace] = {
      chains: [...known.chains, account.chain],
      methods: [...new Set([...known.methods, ...(account.methods ?? [])])],
      events: [...new Set([...known.events, ...(account.events ?? [])])],
      accounts: [...known.accounts, `${account.chain}:${account.address}`],
    }
  }
  return buildApprovedNamespaces({ proposal, supportedNamespaces })
}

/** A session's namespaces with `address` as the account on every eip155 chain (account switch). */
export function namespacesWithAccount(
  namespaces: SessionTypes.Namespaces,
  address: Address,
): SessionTypes.Namespaces {
  const eip155 = namespaces.eip155
  if (!eip155) return namespaces
  const chains = eip155.chains ?? [
    ...new Set(eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
  ]
  return {
    ...namespaces,
    eip155: { ...eip155, chains, accounts: chains.map((chain) => `${chain}:${address}`) },
  }
}

/** The eip155 chain ids a session covers. */
export function sessionChainIds(namespaces: SessionTypes.Namespaces): number[] {
  const eip155 = namespaces.eip155
  if (!eip155) return []
  const chains = eip155.chains ?? eip155.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  return [...new Set(chains.map((chain) => Number(chain.split(':')[1])))]
}
