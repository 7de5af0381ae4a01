import type { Address, Hex } from 'viem'

/**
 * The ERC-4337 contracts on every devnet chain, at their canonical addresses: the published
 * `@account-abstraction/contracts` 0.7.0 artifacts deployed through the deterministic CREATE2
 * deployer (which anvil has at genesis) with the salts the public deployments used, so the
 * addresses are the ones every v0.7 tool knows.
 */
export const SMART_ACCOUNT_CONTRACTS = {
  /** The deterministic CREATE2 deployer (anvil's genesis has it). */
  create2Deployer: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
  /** EntryPoint v0.7. */
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  /** SimpleAccountFactory v0.7 (its constructor takes the EntryPoint). */
  simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
} as const satisfies Record<string, Address>

/** The CREATE2 salts of the canonical v0.7 deployments. */
export const SMART_ACCOUNT_SALTS = {
  entryPoint: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  simpleAccountFactory: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies Record<string, Hex>
