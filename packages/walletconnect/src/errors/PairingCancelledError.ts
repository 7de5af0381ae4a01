import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The pending WalletConnect connect() was cancelled (the visitor left the QR code view). */
export class PairingCancelledError extends BaseError {
  override name = 'PairingCancelledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The pairing was cancelled', parameters)
  }
}
