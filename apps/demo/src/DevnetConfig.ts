import type { Address } from 'viem'

/** What the page needs from GET /devnet.json (the devnet's info, as @appkit/test writes it). */
export type DevnetConfig = {
  readonly chains: readonly { chainId: number; name: string; rpcUrl: string }[]
  readonly contracts: Readonly<Record<string, { usdc: Address }>>
  readonly devAccount: Address
}
