import { OtpError } from '../otp/OtpError'

type Entry = { count: number; windowEnd: number; lockedUntil: number; lockedAt: number }

/** The answer while locked (429): SPEC §8's throttle wording, with why. */
export function tooManyAttempts(seconds: number): OtpError {
  return new OtpError(`Too many attempts. Please try again after ${seconds} seconds`, 429)
}

/** Entries kept at most; the oldest go first (a flood of new keys cannot grow memory). */
const MAX_ENTRIES = 100_000

/**
 * Counts attempts per key in a fixed window and locks the key for `lockoutMs` once `limit`
 * attempts were counted in one window; {@link check} throws {@link tooManyAttempts} while locked.
 */
export class AttemptLimiter {
  readonly #entries = new Map<string, Entry>()
  readonly #limit: number
  readonly #windowMs: number
  readonly #lockoutMs: number
  readonly #now: () => number

  constructor(options: { limit: number; windowMs: number; lockoutMs: number; now: () => number }) {
    this.#limit = options.limit
    this.#windowMs = options.windowMs
    this.#lockoutMs = options.lockoutMs
    this.#now = options.now
  }

  /** When `key` was locked, if it is locked now. */
  lockedAt(key: string): number | undefined {
    const entry = this.#entries.get(key)
    return entry && entry.lockedUntil > this.#now() ? entry.lockedAt : undefined
  }

  /** Throws 'Too many attempts. Please try again after {n} seconds' while `key` is locked. */
  check(key: string): void {
    const entry = this.#entries.get(key)
    const left = entry ? entry.lockedUntil - this.#now() : 0
    if (left > 0) throw tooManyAttempts(Math.ceil(left / 1000))
  }

  /** Counts one attempt of `key`, locking it when this one reaches the limit. */
  count(key: string): void {
    const now = this.#now()
    let entry = this.#entries.get(key)
    if (!entry || (entry.windowEnd <= now && entry.lockedUntil <= now)) {
      this.#entries.delete(key)
      entry = { count: 0, windowEnd: now + this.#windowMs, lockedUntil: 0, lockedAt: 0 }
      if (this.#entries.size >= MAX_ENTRIES) this.#prune(now)
      this.#entries.set(key, entry)
    }
    entry.count += 1
    if (entry.count >= this.#limit && entry.lockedUntil <= now) {
      entry.lockedAt = now
      entry.lockedUntil = now + this.#lockoutMs
    }
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#entries)
      if (entry.windowEnd <= now && entry.lockedUntil <= now) this.#entries.delete(key)
    while (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }
}
