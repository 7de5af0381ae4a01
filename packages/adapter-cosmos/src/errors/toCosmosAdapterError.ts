import { BaseError, isUserRejection, UserRejectedRequestError } from '@appkit/core'

const isRejection = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return name === 'UserRejectedRequestError' || code === 4001
}

/**
 * Maps what a Keplr-style wallet threw to core's errors: a refusal (code 4001 or 5000, or an
 * error named UserRejectedRequestError, anywhere core looks) becomes core's
 * {@link UserRejectedRequestError}; core errors pass through; anything else is wrapped in a
 * BaseError that keeps it as its cause.
 */
export function toCosmosAdapterError(
  error: unknown,
  action = 'The wallet request failed',
): BaseError {
  if (error instanceof BaseError && !(error.cause && isUserRejection(error.cause))) return error
  if (isUserRejection(error) || isRejection(error))
    return new UserRejectedRequestError({ cause: error })
  return new BaseError(action, { cause: error })
}

/** Runs `action`, rethrowing its failure through {@link toCosmosAdapterError}. */
export async function withCosmosErrors<T>(action: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toCosmosAdapterError(error, message)
  }
}
