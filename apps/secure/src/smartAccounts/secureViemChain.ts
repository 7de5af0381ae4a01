import { type Chain, defineChain } from 'viem'
import type { SecureChain } from '../rpc/SecureChain'

/** The viem chain of a configured secure chain (its RPC, its native coin). */
export function secureViemChain(chain: SecureChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name ?? `Chain ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: chain.symbol ?? 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
