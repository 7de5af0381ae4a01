/** A wallet of the registry, shaped as /getWallets returns it (SPEC §3 Wallet). */
export interface Wallet {
  id: string
  name: string
  homepage: string
  image_id: string
  order: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** CAIP-2 chain ids the wallet supports. */
  chains: string[]
  badge_type: 'certified' | 'none'
}

/** The five namespaces and a CAIP-2 id for the main network of each. */
export const chainIds = {
  ethereum: 'eip155:1',
  polygon: 'eip155:137',
  optimism: 'eip155:10',
  arbitrum: 'eip155:42161',
  base: 'eip155:8453',
  bsc: 'eip155:56',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  cosmos: 'cosmos:cosmoshub-4',
} as const
