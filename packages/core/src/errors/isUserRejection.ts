import { walkErrorChain } from './BaseError'
import {
  CaipUserRejectedError,
  PROVIDER_ERROR_CODES,
  UserRejectedRequestError,
} from './providerErrors'

const rejectionCodes: ReadonlySet<unknown> = new Set([
  PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST,
  PROVIDER_ERROR_CODES.USER_REJECTED,
])

/**
 * True when the error, or any error in its cause chain, is a user rejection: a
 * {@link UserRejectedRequestError} / {@link CaipUserRejectedError}, or any object whose numeric
 * `code` is 4001 (EIP-1193) or 5000 (CAIP-25). The message text is never looked at.
 *
 * @example
 * if (isUserRejection(err)) showToast('Connection rejected')
 */
export function isUserRejection(error: unknown): boolean {
  return (
    walkErrorChain(
      error,
      (e) =>
        e instanceof UserRejectedRequestError ||
        e instanceof CaipUserRejectedError ||
        (typeof e === 'object' && e !== null && rejectionCodes.has((e as { code?: unknown }).code)),
    ) !== null
  )
}
