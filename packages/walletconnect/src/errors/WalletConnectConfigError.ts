import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The WalletConnect client was configured with something it cannot use (no metadata, no RPC URL, ...). */
export class WalletConnectConfigError extends BaseError {
  override name = 'WalletConnectConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
