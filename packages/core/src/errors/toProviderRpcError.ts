import { BaseError } from './BaseError'
import {
  CaipUserRejectedError,
  ChainDisconnectedError,
  InvalidChainIdProviderError,
  PROVIDER_ERROR_CODES,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerErrors'

const classByCode = {
  [PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST]: UserRejectedRequestError,
  [PROVIDER_ERROR_CODES.UNAUTHORIZED]: UnauthorizedProviderError,
  [PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD]: UnsupportedProviderMethodError,
  [PROVIDER_ERROR_CODES.DISCONNECTED]: ProviderDisconnectedError,
  [PROVIDER_ERROR_CODES.CHAIN_DISCONNECTED]: ChainDisconnectedError,
  [PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN]: UnrecognizedChainError,
  [PROVIDER_ERROR_CODES.USER_REJECTED]: CaipUserRejectedError,
  [PROVIDER_ERROR_CODES.INVALID_CHAIN_ID]: InvalidChainIdProviderError,
} as Record<number, new (parameters: { cause?: unknown; data?: unknown }) => ProviderRpcError>

/**
 * Turns whatever a wallet provider threw into a typed {@link ProviderRpcError} chosen by its
 * numeric `code` (never by its text). Unknown codes keep their code and message; values without
 * a numeric code come back as a plain {@link BaseError}.
 *
 * @example
 * toProviderRpcError({ code: 4001, message: 'nope' }) // UserRejectedRequestError
 */
export function toProviderRpcError(error: unknown): BaseError {
  if (error instanceof ProviderRpcError) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = (error as { message?: unknown } | null)?.message
  const data = (error as { data?: unknown } | null)?.data
  if (typeof code === 'number' && Number.isInteger(code)) {
    const Known = classByCode[code]
    if (Known) return new Known({ cause: error, data })
    return new ProviderRpcError(
      code,
      typeof message === 'string' && message ? message : 'An error occurred',
      {
        cause: error,
        data,
      },
    )
  }
  if (error instanceof BaseError) return error
  return new BaseError(typeof message === 'string' && message ? message : 'An error occurred', {
    cause: error,
  })
}
