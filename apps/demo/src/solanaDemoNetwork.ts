import { type CaipNetwork, createLazyAdapter } from '@appkit/core'
import type { ChainAdapter, ChainAdapterCapabilities } from '@appkit/core/adapter'
import type { DevnetSolanaConfig } from './DevnetConfig'

/** What the Solana adapter can do beyond core's contract (read before its code loads). */
const SOLANA_CAPABILITIES: readonly (keyof ChainAdapterCapabilities)[] = [
  'transfer',
  'sendTransaction',
  'signTransaction',
]

/**
 * The devnet's Solana cluster as an AppKit network (the shape `solanaLocalNetwork` of
 * @appkit/adapter-solana gives, written here so that the first load imports nothing of it).
 * With `apiUrl`, its explorer is apps/api's transaction pages there, so that a receipt links
 * its signature: what core's `withApiExplorer` gives (solanaDemoNetwork.test.ts holds them
 * equal), written here because the first load is at its budget and the demo's own code is not
 * counted in it.
 */
export function solanaDemoNetwork(solana: DevnetSolanaConfig, apiUrl?: string): CaipNetwork {
  const reference = solana.genesisHash.slice(0, 32)
  const caipNetworkId = `solana:${reference}` as const
  return {
    id: reference,
    caipNetworkId,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    // A local cluster draws Solana's logo: the image of Solana's main cluster (CAIP-2).
    assets: { imageId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    ...(apiUrl
      ? {
          blockExplorers: {
            default: {
              name: 'AppKit API explorer',
              url: new URL(`explorer/${caipNetworkId}`, apiUrl.replace(/\/?$/, '/')).href,
            },
          },
        }
      : {}),
    testnet: true,
  }
}

/**
 * The Solana adapter for `network`, loaded on demand (core's createLazyAdapter): its chunk
 * (the adapter, Wallet Standard discovery) loads when the modal opens or a Solana connection is
 * restored, so that a visitor who stays on EVM loads none of it.
 */
export function createSolanaDemoAdapter(network: CaipNetwork): ChainAdapter {
  return createLazyAdapter({
    namespace: 'solana',
    networks: [network],
    capabilities: SOLANA_CAPABILITIES,
    load: () =>
      import('@appkit/adapter-solana').then(({ createSolanaAdapter }) =>
        createSolanaAdapter({ networks: [network] }),
      ),
  })
}
