import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the embedded wallet frame and aborted requests (SPEC §8 'Aborts').

/** Something went wrong */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

/**
 * An error occurred (the frame's refusal; `code` is the EIP-1193 / JSON-RPC code it gave, e.g.
 * 4001 when the visitor rejected the request in the frame).
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  readonly code: number | undefined
  constructor(parameters: BaseErrorParameters & { code?: number | undefined } = {}) {
    const { code, ...rest } = parameters
    super('An error occurred', rest)
    this.code = code
  }
}

/** Unable to load email login dependency */
export class EmailLoginDependencyError extends BaseError {
  override name = 'EmailLoginDependencyError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** Network Error - Could not load embedded wallet (the frame did not load or failed to). */
export class FrameLoadFailedError extends BaseError {
  override name = 'FrameLoadFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network Error - Could not load embedded wallet', parameters)
  }
}

/** Embedded Wallet Request Timed Out */
export class FrameRequestTimeoutError extends BaseError {
  override name = 'FrameRequestTimeoutError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Embedded Wallet Request Timed Out', parameters)
  }
}

/** Unverified Domain (the embedded wallet frame refused this page's domain) */
export class UnverifiedDomainError extends BaseError {
  override name = 'UnverifiedDomainError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unverified Domain', parameters)
  }
}
