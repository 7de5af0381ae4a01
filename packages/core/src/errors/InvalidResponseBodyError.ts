import { BaseError, type BaseErrorParameters } from './BaseError'

/** A response body that does not match its schema (schema messages like 'Expected X, received Y'). */
export class InvalidResponseBodyError extends BaseError {
  override name = 'InvalidResponseBodyError'
  readonly url: string
  readonly issues: readonly string[]
  constructor(parameters: BaseErrorParameters & { url: string; issues: readonly string[] }) {
    super('The response body does not match its schema.', {
      metaMessages: [`URL: ${parameters.url}`],
      details: parameters.issues.join('; '),
      ...parameters,
    })
    this.url = parameters.url
    this.issues = parameters.issues
  }
}
