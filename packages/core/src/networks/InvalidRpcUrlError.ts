import { BaseError } from '../errors/BaseError'

/** Raised by `withCustomRpcUrls` for an RPC URL that is not an absolute http(s) URL. */
export class InvalidRpcUrlError extends BaseError {
  override name = 'InvalidRpcUrlError'
  constructor(value: string, caipNetworkId: string) {
    super(`Invalid RPC URL for ${caipNetworkId}: ${value}`, {
      details: 'expected an absolute http: or https: URL',
    })
  }
}
