import { BaseError, type BaseErrorParameters } from './BaseError'

/** The category an internal error is reported under. */
export type AppKitSdkErrorCategory =
  | 'INTERNAL_SDK_ERROR'
  | 'CONFIGURATION_ERROR'
  | 'NETWORK_ERROR'
  | 'PROVIDER_ERROR'
  | (string & {})

/**
 * An internal error wrapped with a category before it is reported (SPEC §8: 'Internal errors are
 * wrapped in a named error with a category (default INTERNAL_SDK_ERROR) and reported').
 */
export class AppKitSdkError extends BaseError {
  override name = 'AppKitSdkError'
  readonly category: AppKitSdkErrorCategory

  constructor(
    shortMessage: string,
    parameters: BaseErrorParameters & { category?: AppKitSdkErrorCategory } = {},
  ) {
    super(shortMessage, parameters)
    this.category = parameters.category ?? 'INTERNAL_SDK_ERROR'
  }
}

/**
 * Wraps any thrown value in an {@link AppKitSdkError}; an AppKitSdkError is returned as is.
 *
 * @example
 * report(toAppKitSdkError(caught)) // category 'INTERNAL_SDK_ERROR'
 */
export function toAppKitSdkError(
  error: unknown,
  category: AppKitSdkErrorCategory = 'INTERNAL_SDK_ERROR',
): AppKitSdkError {
  if (error instanceof AppKitSdkError) return error
  if (error instanceof BaseError)
    return new AppKitSdkError(error.shortMessage, { cause: error, category })
  if (error instanceof Error) return new AppKitSdkError(error.message, { cause: error, category })
  return new AppKitSdkError(typeof error === 'string' ? error : 'An error occurred', {
    cause: error,
    category,
  })
}
