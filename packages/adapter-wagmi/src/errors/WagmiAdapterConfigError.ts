import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The adapter was configured with something it cannot use (a non-EVM network, no RPC URL, ...). */
export class WagmiAdapterConfigError extends BaseError {
  override name = 'WagmiAdapterConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
