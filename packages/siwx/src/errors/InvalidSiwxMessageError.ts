import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** The part of a SIWX message that was refused (a field name, or 'message' for the whole text). */
export type SiwxMessagePart =
  | 'message'
  | 'scheme'
  | 'domain'
  | 'accountAddress'
  | 'statement'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'

/**
 * A SIWX message (text or fields) that does not follow CAIP-122 / EIP-4361, with the part and the
 * reason, e.g. 'Invalid SIWX message: nonce must be at least 8 letters or digits'.
 */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError'
  /** The refused part. */
  readonly part: SiwxMessagePart
  /** Why it was refused. */
  readonly reason: string

  constructor(part: SiwxMessagePart, reason: string, parameters: BaseErrorParameters = {}) {
    super(`Invalid SIWX message: ${part} ${reason}`, parameters)
    this.part = part
    this.reason = reason
  }
}
