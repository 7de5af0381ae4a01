import { createPublicClient, defineChain, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../config'

/** A configured chain and a viem public client on its RPC. */
export interface ChainClient {
  config: ChainConfig
  client: PublicClient
}

/** One viem public client per configured chain, by chain id. */
export function createChainClients(chains: readonly ChainConfig[]): Map<number, ChainClient> {
  const map = new Map<number, ChainClient>()
  for (const config of chains) {
    const chain = defineChain({
      id: config.chainId,
      name: config.name,
      nativeCurrency: config.nativeCurrency,
      rpcUrls: { default: { http: [config.rpcUrl] } },
    })
    const client = createPublicClient({
      chain,
      transport: http(config.rpcUrl, { timeout: 10_000, retryCount: 1, batch: { wait: 0 } }),
      pollingInterval: 100,
    })
    map.set(config.chainId, { config, client: client as PublicClient })
  }
  return map
}
