import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** A Solana JSON-RPC call failed: the node answered an error, or could not be reached. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  readonly code: number | undefined
  constructor(
    method: string,
    parameters: BaseErrorParameters & { code?: number | undefined } = {},
  ) {
    super(`The Solana RPC call ${method} failed`, parameters)
    this.code = parameters.code
  }
}
