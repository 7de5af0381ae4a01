import type { SolanaChainConfig } from '@appkit/api'
import { type DevnetInfo, SOLANA_DEV_USDC } from '@appkit/test'

/**
 * The devnet's Solana cluster as apps/api serves it (balances, the RPC proxy): its CAIP-2 id
 * (`solana:` and the genesis hash's first 32 characters, as the demo's network), with the dev
 * USD Coin mint in its token list.
 */
export function solanaApiChains(devnet: DevnetInfo): SolanaChainConfig[] {
  return [
    {
      chainId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
      name: 'Solana Local',
      rpcUrl: devnet.solana.rpcUrl,
      tokens: [{ ...SOLANA_DEV_USDC }],
    },
  ]
}
