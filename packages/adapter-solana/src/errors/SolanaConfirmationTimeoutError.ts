import { BaseError, type BaseErrorParameters } from '@appkit/core'

/**
 * A sent transaction did not reach the awaited commitment in time: it may still land, so this
 * is not a refusal (the modal must not say that nothing was sent).
 */
export class SolanaConfirmationTimeoutError extends BaseError {
  override name = 'SolanaConfirmationTimeoutError'
  constructor(signature: string, commitment: string, parameters: BaseErrorParameters = {}) {
    super(`The transaction ${signature} was not ${commitment} in time`, parameters)
  }
}
