import { type BaseErrorParameters, TransactionRefusedError } from '@appkit/core'

/**
 * The chain refused or failed a transaction (core's TransactionRefusedError, so the modal says
 * nothing was sent): the short message says so with the node's own reason ('Transaction signature
 * verification failure', a failed simulation, ...), also kept in `details`; `code` is the node's
 * JSON-RPC code when it gave one.
 */
export class SolanaTransactionError extends TransactionRefusedError {
  override name = 'SolanaTransactionError'
  readonly code: number | undefined
  constructor(parameters: BaseErrorParameters & { code?: number | undefined } = {}) {
    const reason = parameters.details ?? reasonOf(parameters.cause)
    super(
      reason
        ? `The Solana network refused the transaction: ${reason}`
        : 'The Solana network refused the transaction',
      { ...parameters, ...(reason ? { details: reason } : {}) },
    )
    this.code = parameters.code
  }
}

function reasonOf(cause: unknown): string | undefined {
  const message = (cause as { message?: unknown } | null)?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}
