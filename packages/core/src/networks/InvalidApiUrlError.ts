import { BaseError } from '../errors/BaseError'

/** Raised by `withApiRpc` and `withApiExplorer` for a base URL that is not an absolute http(s) URL. */
export class InvalidApiUrlError extends BaseError {
  override name = 'InvalidApiUrlError'
  constructor(value: string) {
    super(`Invalid API URL: ${value}`, { details: 'expected an absolute http: or https: URL' })
  }
}
