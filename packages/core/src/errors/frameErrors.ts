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
