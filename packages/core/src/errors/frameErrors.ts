import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the embedded wallet frame and aborted requests (SPEC §8 'Aborts').

/** Something went wrong */
export class SomethingWentWrongError extends BaseError {
  override name = 'SomethingWentWrongError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Something went wrong', parameters)
  }
}

/** An error occurred */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('An error occurred', parameters)
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
