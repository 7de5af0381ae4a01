import { RateLimitedError } from '../errors/throttleErrors'
import { type Clock, systemClock } from './clock'

/** Parameters of {@link createRateLimiter}. */
export type CreateRateLimiterParameters = {
  /** Most events allowed inside one window. */
  limit: number
  /** Window length in milliseconds (sliding). */
  windowMs: number
  clock?: Pick<Clock, 'now'> | undefined
}

/** A sliding-window rate limiter. */
export type RateLimiter = {
  /** Records an event and returns true when it is allowed; returns false (recording nothing) otherwise. */
  tryAcquire(): boolean
  /** Like tryAcquire, but throws {@link RateLimitedError} when over the limit. */
  acquire(): void
  /** Milliseconds until the next event would be allowed (0 when allowed now). */
  retryAfterMs(): number
}

/**
 * Creates a sliding-window rate limiter (SPEC §4: 'Error reports rate limited: max 5 per 60 s').
 *
 * @example
 * const limiter = createRateLimiter({ limit: ERROR_REPORTS_MAX, windowMs: ERROR_REPORTS_WINDOW_MS })
 * if (limiter.tryAcquire()) report(error)
 */
export function createRateLimiter(parameters: CreateRateLimiterParameters): RateLimiter {
  const { limit, windowMs, clock = systemClock } = parameters
  const times: number[] = []
  const prune = (now: number) => {
    while (times.length > 0 && (times[0] as number) <= now - windowMs) times.shift()
  }
  const limiter: RateLimiter = {
    tryAcquire() {
      const now = clock.now()
      prune(now)
      if (times.length >= limit) return false
      times.push(now)
      return true
    },
    acquire() {
      if (!limiter.tryAcquire()) throw new RateLimitedError(limiter.retryAfterMs())
    },
    retryAfterMs() {
      const now = clock.now()
      prune(now)
      if (times.length < limit) return 0
      return (times[times.length - limit] as number) + windowMs - now
    },
  }
  return limiter
}
