import { BaseError, type BaseErrorParameters } from './BaseError'

/**
 * 'Please try again after {n} seconds' (SPEC §5, §8): an action was attempted inside its cooldown.
 * `seconds` is the remaining time rounded up.
 */
export class CooldownActiveError extends BaseError {
  override name = 'CooldownActiveError'
  readonly seconds: number
  constructor(remainingMs: number, parameters: BaseErrorParameters = {}) {
    const seconds = Math.max(1, Math.ceil(remainingMs / 1000))
    super(`Please try again after ${seconds} seconds`, parameters)
    this.seconds = seconds
  }
}

/** A rate limit was exceeded (SPEC §4 'Error reports rate limited: max 5 per 60 s'). */
export class RateLimitedError extends BaseError {
  override name = 'RateLimitedError'
  readonly retryAfterMs: number
  constructor(retryAfterMs: number, parameters: BaseErrorParameters = {}) {
    super('Rate Limited', parameters)
    this.retryAfterMs = retryAfterMs
  }
}
