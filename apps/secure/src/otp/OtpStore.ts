import { randomInt, timingSafeEqual } from 'node:crypto'
import { OtpError } from './OtpError'
import { EMAIL_LOGIN_COOLDOWN_MS, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './secureLimits'

type Pending = { code: string; expiresAt: number; attempts: number }

/** Options of the {@link OtpStore}. */
export type OtpStoreOptions = { now?: () => number; ttlMs?: number; cooldownMs?: number }

/**
 * The one-time codes waiting to be entered, one per e-mail (lower-cased): a code is 6 random
 * digits (node:crypto), valid for 10 minutes and 5 guesses, usable once; a new code for the same
 * address may not be issued within 30 s ('Please try again after {n} seconds', SPEC §5).
 */
export class OtpStore {
  readonly #pending = new Map<string, Pending>()
  readonly #lastSent = new Map<string, number>()
  readonly #now: () => number
  readonly #ttlMs: number
  readonly #cooldownMs: number

  constructor(options: OtpStoreOptions = {}) {
    this.#now = options.now ?? Date.now
    this.#ttlMs = options.ttlMs ?? OTP_TTL_MS
    this.#cooldownMs = options.cooldownMs ?? EMAIL_LOGIN_COOLDOWN_MS
  }

  /** Issues a new code for `email`, replacing any earlier one; throws during the cooldown. */
  issue(email: string): string {
    const key = email.toLowerCase()
    const now = this.#now()
    const last = this.#lastSent.get(key)
    if (last !== undefined && now - last < this.#cooldownMs) {
      const seconds = Math.ceil((this.#cooldownMs - (now - last)) / 1000)
      throw new OtpError(`Please try again after ${seconds} seconds`, 429)
    }
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
    this.#lastSent.set(key, now)
    this.#pending.set(key, { code, expiresAt: now + this.#ttlMs, attempts: 0 })
    return code
  }

  /** Forgets the cooldown of `email` (when the e-mail could not be sent). */
  cancel(email: string): void {
    const key = email.toLowerCase()
    this.#lastSent.delete(key)
    this.#pending.delete(key)
  }

  /** Consumes the code of `email` if `code` matches; throws 'Invalid code' or 'Code expired'. */
  verify(email: string, code: string): void {
    const key = email.toLowerCase()
    const pending = this.#pending.get(key)
    if (!pending) throw new OtpError('No code was sent to this e-mail')
    if (this.#now() >= pending.expiresAt) {
      this.#pending.delete(key)
      throw new OtpError('Code expired')
    }
    const given = Buffer.from(code)
    const expected = Buffer.from(pending.code)
    const match = given.length === expected.length && timingSafeEqual(given, expected)
    if (!match) {
      pending.attempts += 1
      if (pending.attempts >= OTP_MAX_ATTEMPTS) this.#pending.delete(key)
      throw new OtpError('Invalid code')
    }
    this.#pending.delete(key)
  }
}
