import { BaseError, type BaseErrorParameters } from './BaseError'

/** The account or network changed while a SIWX signature was pending; the attempt is dropped. */
export class SiwxAccountChangedError extends BaseError {
  override name = 'SiwxAccountChangedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The account or network changed during sign-in', parameters)
  }
}
