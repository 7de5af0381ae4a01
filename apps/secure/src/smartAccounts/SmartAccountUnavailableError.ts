/**
 * The chain's smart account cannot be used now: its bundler did not answer (or the chain has
 * none). The API answers 503 with this message; the session falls back to the EOA.
 */
export class SmartAccountUnavailableError extends Error {
  override name = 'SmartAccountUnavailableError'
  /** JSON-RPC 'internal error': the wallet could not reach its service. */
  readonly code = -32603
  constructor(
    message = 'The smart account is unavailable: its bundler did not answer',
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause })
  }
}
