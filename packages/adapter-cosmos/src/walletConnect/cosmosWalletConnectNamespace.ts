import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { CosmosAdapterConfigError } from '../errors/cosmosErrors'

/** The Cosmos methods the dapp asks for in a WalletConnect session (WalletConnect's Cosmos RPC). */
export const COSMOS_WALLET_CONNECT_METHODS = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
] as const

/**
 * The cosmos contribution of the adapter to the WalletConnect session proposal (core's
 * WalletConnectNamespace): every configured Cosmos network's CAIP-2 id (`cosmos:<chain-id>`), the
 * three methods above, no event, and each network's RPC URL keyed by its chain id (every method
 * goes to the wallet; the URL only keeps the provider off its vendor's RPC host).
 *
 * @example
 * cosmosWalletConnectNamespace([cosmosHub]).chains // ['cosmos:cosmoshub-4']
 */
export function cosmosWalletConnectNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw new CosmosAdapterConfigError(`No RPC URL for ${network.caipNetworkId}`)
    rpcMap[network.caipNetworkId.slice('cosmos:'.length)] = url
  }
  return {
    namespace: 'cosmos',
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...COSMOS_WALLET_CONNECT_METHODS],
    events: [],
    rpcMap,
  }
}
