import type { ChainNamespace } from '../constants/networkConstants'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** A CAIP-10 account address: `namespace:reference:address`, e.g. `eip155:1:0xabc...`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A parsed CAIP-2 network id. */
export type ParsedCaipNetworkId = {
  namespace: ChainNamespace
  reference: string
}

/** A parsed CAIP-10 account address. */
export type ParsedCaipAddress = ParsedCaipNetworkId & {
  address: string
  caipNetworkId: CaipNetworkId
}
