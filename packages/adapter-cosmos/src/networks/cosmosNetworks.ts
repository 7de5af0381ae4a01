import type { CaipNetwork, CaipNetworkId } from '@appkit/core'
import { cosmosHub, defineNetwork } from '@appkit/core/networks'

export { cosmosHub }

/** Facts of a Cosmos chain for `defineCosmosNetwork`. */
export type CosmosNetworkFacts = {
  /** The chain id (`cosmoshub-4`); the CAIP-2 id is `cosmos:<chainId>`. */
  readonly chainId: string
  readonly name: string
  /** The CometBFT RPC URL the adapter reads and broadcasts through. */
  readonly rpcUrl: string
  /** Display currency: name, symbol, decimals; Atom/ATOM/6 by default. */
  readonly currency?: readonly [string, string, number]
  readonly testnet?: boolean
}

/**
 * Defines a Cosmos network (CAIP-2 `cosmos:<chainId>`) with its CometBFT RPC URL, e.g. a local
 * chain: `defineCosmosNetwork({ chainId: 'appkit-devnet-1', name: 'Cosmos Devnet', rpcUrl })`.
 */
export function defineCosmosNetwork(facts: CosmosNetworkFacts): CaipNetwork {
  const network = defineNetwork({
    namespace: 'cosmos',
    id: facts.chainId,
    name: facts.name,
    currency: facts.currency ? [...facts.currency] : ['Atom', 'ATOM', 6],
    testnet: facts.testnet ?? false,
  })
  return { ...network, rpcUrls: { default: { http: [facts.rpcUrl] } } }
}

/** The chain id of a `cosmos:` CAIP-2 id (`cosmos:cosmoshub-4` → `cosmoshub-4`). */
export function chainIdOf(caipNetworkId: CaipNetworkId): string {
  return caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
}
