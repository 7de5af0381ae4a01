import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The Solana adapter was configured wrongly (an unknown preflight commitment, no network, ...). */
export class SolanaAdapterConfigError extends BaseError {
  override name = 'SolanaAdapterConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
