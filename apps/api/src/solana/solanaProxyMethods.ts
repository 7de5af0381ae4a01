/**
 * The Solana JSON-RPC methods the proxy forwards: the reads and the broadcast that a wallet modal
 * and its adapter make through `@solana/web3.js` 1.99 and `@solana/spl-token` (balances, token
 * accounts, blockhash and fees, rent, send with preflight, confirmation, history). Everything else
 * (program-wide scans, airdrops, cluster and validator internals, a devnet's own methods) is refused.
 */
export const SOLANA_PROXY_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/** JSON-RPC 2.0's code for a method the server does not offer. */
export const METHOD_NOT_ALLOWED_CODE = -32601
