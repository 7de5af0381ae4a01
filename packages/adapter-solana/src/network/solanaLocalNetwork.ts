import type { CaipNetwork } from '@appkit/core'

/** Where a local Solana cluster answers: its genesis hash and JSON-RPC URL. */
export type SolanaLocalNetworkParams = {
  /** The cluster's genesis hash (base58); the CAIP-2 reference is its first 32 characters. */
  genesisHash: string
  /** The HTTP JSON-RPC URL (`@appkit/test`'s devnet prints it as `solana.rpcUrl`). */
  rpcUrl: string
  /** Shown in the modal; 'Solana Local' by default. */
  name?: string
}

/**
 * The network of a local Solana cluster (the repo's litesvm devnet, or solana-test-validator):
 * the demo configures it beside `solana` and `solanaDevnet` of `@appkit/core/networks`.
 */
export function solanaLocalNetwork(params: SolanaLocalNetworkParams): CaipNetwork {
  const reference = params.genesisHash.slice(0, 32)
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: params.name ?? 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    // A local cluster draws Solana's logo: the image of Solana's main cluster (CAIP-2).
    assets: { imageId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    rpcUrls: { default: { http: [params.rpcUrl] } },
    testnet: true,
  }
}
