/** A chain the embedded wallet signs for and sends to (`symbol`: its native coin, default ETH). */
export type SecureChain = { chainId: number; rpcUrl: string; name?: string; symbol?: string }
