/** The wallet requests the embedded wallet answers without the user's approval. */
export const SAFE_WALLET_METHODS: readonly string[] = [
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

/**
 * Whether `method` is safe (SPEC §6: account, block, balance, call, gas, logs, receipts,
 * capabilities, assets and similar). Everything else, an unknown method included, is not safe:
 * it is signed only with an approval the visitor gave in the frame.
 */
export function isSafeWalletMethod(method: string): boolean {
  return SAFE_WALLET_METHODS.includes(method)
}
