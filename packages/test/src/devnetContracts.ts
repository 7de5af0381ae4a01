import type { Address } from 'viem'

/** The addresses of the project's contracts on a devnet chain. */
export type DevnetContracts = { readonly usdc: Address; readonly nft: Address }

/**
 * Where the deployer (DEPLOYER_ACCOUNT, nonces 0 and 1) puts the contracts on every devnet chain:
 * the same on chain 1 and chain 137, and checked against the chain after each deployment.
 */
export const DEVNET_CONTRACTS: DevnetContracts = {
  usdc: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  nft: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
}
