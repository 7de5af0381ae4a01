import type { CaipNetwork } from '@appkit/core'
import type { DevnetInfo } from '@appkit/test'
import { createStorage, type Storage } from '@wagmi/core'
import { createPublicClient, http, type PublicClient } from 'viem'

/** The devnet's chains as core networks (RPC on 127.0.0.1). Test helper. */
export function devnetNetworks(devnet: DevnetInfo): CaipNetwork[] {
  return devnet.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}

/** A viem public client reading the devnet chain `chainId` directly (not through the wallet). */
export function devnetReader(devnet: DevnetInfo, chainId: number): PublicClient {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`no devnet chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** A wagmi storage in memory (reconnect across two adapters as across a reload). Test helper. */
export function memoryWagmiStorage(): Storage {
  const entries = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    },
  })
}
