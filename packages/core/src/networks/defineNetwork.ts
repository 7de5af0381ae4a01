import type { CaipNetwork, ChainNamespace } from '../types/network'

/** What a built-in network is made of; the RPC list starts empty (see `withApiRpc`). */
type NetworkFacts = {
  namespace: ChainNamespace
  id: number | string
  name: string
  currency: [name: string, symbol: string, decimals: number]
  explorer?: [name: string, url: string]
  testnet?: boolean
}

/**
 * Builds a built-in network with no RPC URL: no provider host ships in the package, so each
 * dapp names its own (its apps/api proxy through `withApiRpc`, or any `rpcUrls` it chooses).
 */
export function defineNetwork(facts: NetworkFacts): CaipNetwork {
  const [currencyName, symbol, decimals] = facts.currency
  return {
    id: facts.id,
    caipNetworkId: `${facts.namespace}:${facts.id}`,
    chainNamespace: facts.namespace,
    name: facts.name,
    nativeCurrency: { name: currencyName, symbol, decimals },
    rpcUrls: { default: { http: [] } },
    ...(facts.explorer
      ? { blockExplorers: { default: { name: facts.explorer[0], url: facts.explorer[1] } } }
      : {}),
    testnet: facts.testnet ?? false,
  }
}
