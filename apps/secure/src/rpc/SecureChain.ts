/** A chain the embedded wallet signs for and sends to. */
export type SecureChain = { chainId: number; rpcUrl: string; name?: string }
