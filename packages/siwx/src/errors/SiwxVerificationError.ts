import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** Why a signed SIWX message was refused. */
export type SiwxVerificationFailure =
  | 'invalid-expectation'
  | 'invalid-message'
  | 'unsupported-namespace'
  | 'domain-mismatch'
  | 'uri-mismatch'
  | 'nonce-mismatch'
  | 'chain-mismatch'
  | 'address-mismatch'
  | 'issued-in-future'
  | 'not-yet-valid'
  | 'expired'
  | 'invalid-signature'
  /** A contract account's signature could not be checked: its chain's node did not answer. */
  | 'chain-unavailable'

/**
 * A signed SIWX message that did not verify: `failure` says which check refused it (never
 * detected by message text), the message says it for people.
 *
 * @example
 * new SiwxVerificationError('expired', 'The message expired at 2021-01-05T00:00:00Z')
 */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  /** The check that refused the message. */
  readonly failure: SiwxVerificationFailure

  constructor(
    failure: SiwxVerificationFailure,
    shortMessage: string,
    parameters: BaseErrorParameters = {},
  ) {
    super(shortMessage, parameters)
    this.failure = failure
  }
}
