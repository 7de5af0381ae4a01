import { type Chain, defineChain } from 'viem'
import type { DevnetChain } from './DevnetInfo'

/** The viem `Chain` of a running devnet chain (its RPC URL on 127.0.0.1). */
export function devnetViemChain(chain: DevnetChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
