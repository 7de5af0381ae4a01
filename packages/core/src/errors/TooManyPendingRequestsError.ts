import { BaseError, type BaseErrorParameters } from './BaseError'

/** More pending requests than the limit of SPEC §9 ('Pending-transaction limit 99'). */
export class TooManyPendingRequestsError extends BaseError {
  override name = 'TooManyPendingRequestsError'
  constructor(limit: number, parameters: BaseErrorParameters = {}) {
    super(`Too many pending requests (limit ${limit})`, parameters)
  }
}
