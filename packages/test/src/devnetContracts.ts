import type { Address } from 'viem'

/** The addresses of the project's contracts on a devnet chain. */
export type DevnetContracts = {
  readonly usdc: Address
  readonly nft: Address
  /** The native coin / USDC constant-product pool (DevSwapPool). */
  readonly swapPool: Address
}

/**
 * Where the deployer (DEPLOYER_ACCOUNT, nonces 0, 1 and 2) puts the contracts on every devnet chain:
 * the same on chain 1 and chain 137, and checked against the chain after each deployment.
 */
export const DEVNET_CONTRACTS: DevnetContracts = {
  usdc: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  nft: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  swapPool: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
}

/**
 * The swap pool's starting reserves on every chain: 100 native coins and 300,000 USDC (3,000
 * USDC a coin, the devnet price of ETH), in base units.
 */
export const DEV_POOL_LIQUIDITY = { native: 100n * 10n ** 18n, usdc: 300_000n * 10n ** 6n }
