import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The WalletConnect session cannot serve a Solana request (no session, or an unusable answer). */
export class SolanaWalletConnectError extends BaseError {
  override name = 'SolanaWalletConnectError'
  constructor(message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
  }
}
