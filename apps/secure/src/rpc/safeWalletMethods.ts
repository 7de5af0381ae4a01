import { EVM_SAFE_METHODS } from '@appkit/adapter-wagmi/evmMethods'

/**
 * The wallet requests the embedded wallet answers without the user's approval: SPEC §6's EVM
 * safe methods (the one list, shared with the EVM adapter) and the Solana account requests.
 */
export const SAFE_WALLET_METHODS: readonly string[] = [
  ...EVM_SAFE_METHODS,
  'solana_getAccounts',
  'solana_requestAccounts',
]

/**
 * Whether `method` is safe (SPEC §6: account, block, balance, call, gas, logs, receipts,
 * capabilities, assets and similar). Everything else, an unknown method included, is not safe:
 * it is signed only with an approval the visitor gave in the frame.
 */
export function isSafeWalletMethod(method: string): boolean {
  return SAFE_WALLET_METHODS.includes(method)
}
