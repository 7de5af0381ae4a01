/**
 * The EVM JSON-RPC methods the proxy forwards: the reads a wallet modal, wagmi and viem's public
 * actions make (chain, blocks, balances, calls, gas and fees, nonces, receipts, logs, code) and the
 * broadcast of a transaction the wallet already signed. Everything else is refused: the node's own
 * accounts and keys (`eth_accounts`, `eth_sign*`, `eth_sendTransaction`, `personal_*`), node
 * control (`anvil_*`, `evm_*`, `hardhat_*`, `admin_*`, `debug_*`, `miner_*`, `txpool_*`) and
 * stateful filters and subscriptions (viem falls back to `eth_getLogs` polling).
 */
export const EVM_PROXY_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])
