/** The namespaces (chains) the modal supports (SPEC §1). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** Every namespace, in a stable order. */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
]

/** A CAIP-2 network id: `namespace:chainId`. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 address: `namespace:chainId:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A chain network (SPEC §3 'Chain network'). */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  network?: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}
