/** A chain the devnet runs: its EIP-155 id, a display name and its native currency symbol. */
export type DevnetChainSpec = {
  readonly chainId: number
  readonly name: string
  readonly nativeSymbol: string
}

/** The devnet's default chains: two, so that switching networks is real. */
export const DEVNET_CHAINS: readonly DevnetChainSpec[] = [
  { chainId: 1, name: 'Ethereum (devnet)', nativeSymbol: 'ETH' },
  { chainId: 137, name: 'Polygon (devnet)', nativeSymbol: 'POL' },
]
