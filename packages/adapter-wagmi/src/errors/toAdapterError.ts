import { BaseError, isUserRejection, UserRejectedRequestError, walkErrorChain } from '@appkit/core'
import { toProviderRpcError } from '@appkit/core/adapter'

const hasIntegerCode = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  Number.isInteger((error as { code?: unknown }).code)

/**
 * Maps what wagmi, viem or a wallet threw to core's error classes (core errors pass through as
 * they are): a user rejection (4001 or
 * 5000 anywhere in the cause chain) becomes core's {@link UserRejectedRequestError}; otherwise the
 * first error with a numeric code becomes the matching provider error; anything else a BaseError.
 */
export function toAdapterError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  const coded = walkErrorChain(error, hasIntegerCode)
  return toProviderRpcError(coded ?? error)
}

/** Runs `action`, rethrowing its failure through {@link toAdapterError}. */
export async function withAdapterErrors<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toAdapterError(error)
  }
}
