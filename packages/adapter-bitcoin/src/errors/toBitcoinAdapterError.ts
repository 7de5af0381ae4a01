import { BaseError, isUserRejection, UserRejectedRequestError } from '@appkit/core'

// Wallet Standard wallets reject with their own errors; these name a refusal by the user.
const rejectionNames = new Set(['UserRejectedRequestError', 'WalletSignTransactionError'])
const isStandardRejection = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return (typeof name === 'string' && rejectionNames.has(name)) || code === 4001
}

/**
 * Maps what a Bitcoin wallet threw to core's errors: a refusal (code 4001 or 5000 anywhere in
 * the cause chain, or a Wallet Standard rejection) becomes core's
 * {@link UserRejectedRequestError}; core errors pass through; anything else is wrapped in a
 * BaseError that keeps it as its cause.
 */
export function toBitcoinAdapterError(
  error: unknown,
  action = 'The wallet request failed',
): BaseError {
  if (error instanceof BaseError && !(error.cause && isUserRejection(error.cause))) return error
  if (isUserRejection(error) || isStandardRejection(error))
    return new UserRejectedRequestError({ cause: error })
  return new BaseError(action, { cause: error })
}

/** Runs `action`, rethrowing its failure through {@link toBitcoinAdapterError}. */
export async function withBitcoinErrors<T>(action: () => Promise<T>, message?: string): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toBitcoinAdapterError(error, message)
  }
}
