import type { Address } from 'viem'

/**
 * Where a chain's smart accounts live: the ERC-4337 bundler (configuration) and the EntryPoint
 * and SimpleAccountFactory (v0.7; by default their canonical addresses).
 */
export type SmartAccountChain = {
  /** The bundler's JSON-RPC URL. */
  bundlerUrl: string
  entryPoint?: Address
  simpleAccountFactory?: Address
  /**
   * The account a new session uses until the visitor picks one: SPEC §9 'Default account types:
   * EVM smartAccount' unless the deployment says 'eoa'.
   */
  defaultAccountType?: 'eoa' | 'smartAccount'
}

/** EntryPoint v0.7's canonical address. */
export const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** SimpleAccountFactory v0.7's canonical address. */
export const SIMPLE_ACCOUNT_FACTORY_07: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
