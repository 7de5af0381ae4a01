import { BaseError, type BaseErrorParameters } from '@appkit/core'

/**
 * A session call to apps/api that was refused or failed: `status` is the HTTP status (0 when no
 * answer came), the message is the server's own reason (e.g. 'The nonce was not issued here, has
 * expired or was already used').
 */
export class SiwxApiError extends BaseError {
  override name = 'SiwxApiError'
  /** The HTTP status, or 0 when the server did not answer. */
  readonly status: number

  constructor(status: number, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
    this.status = status
  }
}
