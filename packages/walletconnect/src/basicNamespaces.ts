import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'

/**
 * The proposal of basic mode (SPEC §2, no adapter): one namespace per chain namespace of
 * `networks`, with every network's CAIP-2 id and first RPC URL and no method or event, so the
 * approved session only gives the wallet's accounts.
 *
 * @example
 * basicNamespaces([mainnet, solanaDevnet]).map((n) => n.namespace) // ['eip155', 'solana']
 */
export function basicNamespaces(networks: readonly CaipNetwork[]): WalletConnectNamespace[] {
  const byNamespace = new Map<string, { chains: string[]; rpcMap: Record<string, string> }>()
  for (const network of networks) {
    const entry = byNamespace.get(network.chainNamespace) ?? { chains: [], rpcMap: {} }
    entry.chains.push(network.caipNetworkId)
    const url = network.rpcUrls.default.http[0]
    if (url) entry.rpcMap[network.caipNetworkId.slice(network.chainNamespace.length + 1)] = url
    byNamespace.set(network.chainNamespace, entry)
  }
  return [...byNamespace].map(([namespace, { chains, rpcMap }]) => ({
    namespace,
    chains,
    methods: [],
    events: [],
    rpcMap,
  }))
}
