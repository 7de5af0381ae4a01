import type { CaipNetworkId } from '../caip/caipTypes'
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

export type { CaipAddress, CaipNetworkId } from '../caip/caipTypes'

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
