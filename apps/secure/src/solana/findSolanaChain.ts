import type { SecureSolanaChain } from './SecureSolanaChain'

/**
 * The configured Solana chain `value` names: its CAIP-2 id (`solana:<reference>`) or the bare
 * reference (what the frame answers as the user's chain id); undefined for anything else.
 */
export function findSolanaChain(
  chains: readonly SecureSolanaChain[],
  value: unknown,
): SecureSolanaChain | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  const caipNetworkId = value.startsWith('solana:') ? value : `solana:${value}`
  return chains.find((chain) => chain.caipNetworkId === caipNetworkId)
}
