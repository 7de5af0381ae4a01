import type { Address } from 'viem'

/** One devnet chain as the page sees it (as @appkit/test writes the devnet's info). */
export type DevnetChainConfig = {
  readonly chainId: number
  readonly name: string
  readonly nativeSymbol: string
  readonly rpcUrl: string
}

/** The devnet's Solana cluster (litesvm, as @appkit/test writes it). */
export type DevnetSolanaConfig = {
  readonly rpcUrl: string
  readonly genesisHash: string
}

/** The devnet's info the page reads from its inline configuration. */
export type DevnetConfig = {
  readonly chains: readonly DevnetChainConfig[]
  readonly contracts: Readonly<Record<string, { usdc: Address }>>
  readonly devAccount: Address
  /** The Solana cluster, when the devnet runs one (the demo then configures Solana too). */
  readonly solana?: DevnetSolanaConfig
}
