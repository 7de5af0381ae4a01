import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** A connect() was replaced by a newer one before the wallet answered (the view was reopened). */
export class PairingSupersededError extends BaseError {
  override name = 'PairingSupersededError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The pairing was replaced by a newer connect', parameters)
  }
}
