import type { RequestPolicy } from '@appkit/core/adapter'

/** The EVM methods that need approval in the modal (SPEC §6 'Not-safe methods'). */
export const EVM_APPROVAL_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

/**
 * The EVM methods that need no approval (SPEC §6: account, block, balance, call, gas, logs,
 * receipts, capabilities, assets and similar).
 */
export const EVM_SAFE_METHODS: readonly string[] = [
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
]

/**
 * The EVM request policy (SPEC §6): the safe methods run at once, the not-safe ones wait for
 * approval, anything else is refused; approvals are summarised by `summarizeEvmRequest`, loaded
 * with the first approval (not with the page).
 */
export const EVM_REQUEST_POLICY: RequestPolicy = {
  safeMethods: EVM_SAFE_METHODS,
  approvalMethods: EVM_APPROVAL_METHODS,
  summarize: async ({ method, params, caipNetwork }) => {
    const { summarizeEvmRequest } = await import('./summarizeEvmRequest')
    return summarizeEvmRequest(method, params, caipNetwork)
  },
}
