import { isUserRejection, UserRejectedRequestError } from '@appkit/core'
import { SolanaTransactionError } from './SolanaTransactionError'

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

/**
 * Turns what a wallet threw into the error core expects: a refusal (code 4001 or 5000 anywhere
 * in the cause chain, as Wallet Standard wallets and the dev wallet throw it) becomes core's
 * UserRejectedRequestError; a node's JSON-RPC error (a negative code, as `sendTransaction`
 * answers) a SolanaTransactionError carrying the node's reason; anything else passes through.
 */
export function toSolanaAdapterError(error: unknown): unknown {
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const code = codeOf(error)
  if (code !== undefined && code < 0 && !(error instanceof SolanaTransactionError))
    return new SolanaTransactionError({ cause: error, code })
  return error
}
