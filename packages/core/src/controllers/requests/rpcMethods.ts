/** The methods that need approval in the modal (SPEC §6 'Not-safe methods'). */
export const NOT_SAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/** True when `method` needs approval in the modal. */
export function isNotSafeRpcMethod(method: string): boolean {
  return NOT_SAFE_RPC_METHODS.includes(method)
}
