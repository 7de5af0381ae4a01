/** A Solana cluster the embedded wallet signs for: its CAIP-2 id and JSON-RPC URL. */
export type SecureSolanaChain = {
  /** `solana:` and the first 32 characters of the cluster's genesis hash. */
  caipNetworkId: `solana:${string}`
  rpcUrl: string
  name?: string
}

/** The CAIP-2 reference of a Solana chain (what the frame answers as the user's chain id). */
export function solanaReferenceOf(chain: SecureSolanaChain): string {
  return chain.caipNetworkId.slice('solana:'.length)
}
