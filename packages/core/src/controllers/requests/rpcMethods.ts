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

/**
 * Methods that need no approval (SPEC §6: account, block, balance, call, gas, logs,
 * receipts, capabilities, assets and similar).
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_getUserOperationReceipt',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'solana_getAccounts',
  'solana_requestAccounts',
]

/** True when `method` is listed as safe or not-safe; any other method is rejected (SPEC §5). */
export function isAllowedRpcMethod(method: string): boolean {
  return SAFE_RPC_METHODS.includes(method) || NOT_SAFE_RPC_METHODS.includes(method)
}
