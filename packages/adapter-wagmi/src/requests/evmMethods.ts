// SPEC §6's EVM method lists, in one file with no imports: the adapter's request policy and the
// embedded wallet (apps/secure, through `@appkit/adapter-wagmi/evmMethods`) both read them.

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
 * The safe EVM methods a node answers by itself (SPEC §6: block, balance, call, gas, logs,
 * receipts): a wallet may pass them on to the chain's RPC as they are.
 */
export const EVM_CHAIN_READ_METHODS: readonly string[] = [
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
]

/**
 * The EVM methods that need no approval (SPEC §6: account, block, balance, call, gas, logs,
 * receipts, capabilities, assets and similar): the account and chain id, the chain reads, and
 * the wallet's own reads and chain switching.
 */
export const EVM_SAFE_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  ...EVM_CHAIN_READ_METHODS,
  'eth_getUserOperationReceipt',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
