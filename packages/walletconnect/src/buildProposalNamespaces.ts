import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { WalletConnectConfigError } from './errors/WalletConnectConfigError'

/** One namespace of a WalletConnect session proposal, as UniversalProvider takes it. */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

const union = (first: readonly string[], second: readonly string[]) => [
  ...new Set([...first, ...second]),
]

/**
 * Merges the adapters' contributions into the namespaces of one session proposal (two
 * contributions of one namespace are joined). They are proposed as optional namespaces: the
 * protocol (2.x) folds required ones into optional ones anyway, and a wallet lacking one
 * namespace or chain can still approve the others. Every chain needs an RPC URL, or the
 * provider would fall back to its vendor's RPC host.
 *
 * @example
 * buildProposalNamespaces([evm, solana]) // { eip155: {...}, solana: {...} }
 */
export function buildProposalNamespaces(
  contributions: readonly WalletConnectNamespace[],
): Record<string, ProposalNamespace> {
  if (contributions.length === 0)
    throw new WalletConnectConfigError('WalletConnect needs at least one adapter namespace')
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const contribution of contributions) {
    for (const chain of contribution.chains) {
      const reference = chain.slice(chain.indexOf(':') + 1)
      if (!chain.startsWith(`${contribution.namespace}:`))
        throw new WalletConnectConfigError(
          `The chain ${chain} is not in the namespace ${contribution.namespace}`,
        )
      if (!contribution.rpcMap[reference])
        throw new WalletConnectConfigError(`No RPC url provided for chain ${chain}`)
    }
    const known = namespaces[contribution.namespace]
    namespaces[contribution.namespace] = {
      chains: union(known?.chains ?? [], contribution.chains),
      methods: union(known?.methods ?? [], contribution.methods),
      events: union(known?.events ?? [], contribution.events),
      rpcMap: { ...known?.rpcMap, ...contribution.rpcMap },
    }
  }
  return namespaces
}
