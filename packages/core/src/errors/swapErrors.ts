import { BaseError, type BaseErrorParameters } from './BaseError'

/** A swap needs a source token, a target token and an amount. */
export class SwapNotReadyError extends BaseError {
  override name = 'SwapNotReadyError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A swap needs two tokens and an amount', parameters)
  }
}
