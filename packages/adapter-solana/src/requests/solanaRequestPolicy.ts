import type { RequestPolicy } from '@appkit/core/adapter'
import { summarizeSolanaRequest } from './summarizeSolanaRequest'

/**
 * The Solana request policy (SPEC §6): account, balance, block and status reads run at once; the
 * solana sign methods ('the solana sign methods' need approval) wait for the visitor.
 */
export const solanaRequestPolicy: RequestPolicy = {
  safeMethods: [
    'solana_getAccounts',
    'solana_requestAccounts',
    'getAccountInfo',
    'getBalance',
    'getLatestBlockhash',
    'getSignatureStatuses',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTransaction',
  ],
  approvalMethods: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ],
  summarize: summarizeSolanaRequest,
}
