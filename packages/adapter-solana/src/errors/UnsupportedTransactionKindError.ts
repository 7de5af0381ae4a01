import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The Solana adapter was given a transaction of another namespace's kind (it takes `solanaTransaction`). */
export class UnsupportedTransactionKindError extends BaseError {
  override name = 'UnsupportedTransactionKindError'
  constructor(kind: string, parameters: BaseErrorParameters = {}) {
    super(`The Solana adapter cannot send a ${kind} transaction`, parameters)
  }
}
