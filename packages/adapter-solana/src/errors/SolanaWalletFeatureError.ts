import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The wallet lacks a Wallet Standard feature the request needs (for example `solana:signMessage`). */
export class SolanaWalletFeatureError extends BaseError {
  override name = 'SolanaWalletFeatureError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}
