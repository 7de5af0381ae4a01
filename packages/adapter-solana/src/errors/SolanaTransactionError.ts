import { BaseError, type BaseErrorParameters } from '@appkit/core'

/**
 * The chain refused or failed a transaction: the short message says so, `details` carries the
 * node's own reason ('Transaction signature verification failure', a failed simulation, ...),
 * `code` the node's JSON-RPC code when it gave one.
 */
export class SolanaTransactionError extends BaseError {
  override name = 'SolanaTransactionError'
  readonly code: number | undefined
  constructor(parameters: BaseErrorParameters & { code?: number | undefined } = {}) {
    super('The Solana network refused the transaction', parameters)
    this.code = parameters.code
  }
}
