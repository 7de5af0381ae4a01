import {
  InvalidSiwxMessageError,
  SiwxVerificationError,
  UnsupportedSiwxNamespaceError,
} from '@appkit/siwx'
import { ApiError, BadRequestError, ForbiddenError, UpstreamError } from '../server/ApiError'

/**
 * The HTTP answer to a refused sign-in or revocation: a signature by another key is 401
 * 'Signature verification failed: …', an unreachable chain node 502, anything else about the
 * message (grammar, site, nonce, chain, address, time, namespace) 400 with the verifier's reason.
 * Errors that are not SIWX refusals are returned unchanged.
 */
export function toSessionApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error
  if (error instanceof SiwxVerificationError) {
    if (error.failure === 'invalid-signature')
      return new ForbiddenError(`Signature verification failed: ${error.shortMessage}`, 401)
    if (error.failure === 'chain-unavailable') return new UpstreamError(error.shortMessage, error)
    const reason =
      error.cause instanceof InvalidSiwxMessageError ? error.cause.shortMessage : error.shortMessage
    return new BadRequestError(reason, { details: { failure: error.failure } })
  }
  if (error instanceof InvalidSiwxMessageError || error instanceof UnsupportedSiwxNamespaceError)
    return new BadRequestError(error.shortMessage)
  return error
}
