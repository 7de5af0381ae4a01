import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The EVM adapter was given a transaction of another namespace's kind (it sends `evmCall` only). */
export class UnsupportedTransactionKindError extends BaseError {
  override name = 'UnsupportedTransactionKindError'
  constructor(kind: string, parameters: BaseErrorParameters = {}) {
    super(`The EVM adapter cannot send a ${kind} transaction`, parameters)
  }
}
