import { randomInt, timingSafeEqual } from 'node:crypto'
import { OtpError } from './OtpError'
import { EMAIL_LOGIN_COOLDOWN_MS, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from './secureLimits'

type Pending = { code: string; expiresAt: number; issuedAt: number; attempts: number }

/** Options of the {@link OtpStore}. */
export type OtpStoreOptions = { now?: () => number; ttlMs?: number; cooldownMs?: number }

/** Pending codes kept at most (each is bounded by the request limits; this bounds the sum). */
const MAX_PENDING = 100_000

/**
 * The one-time codes waiting to be entered, one per e-mail (a login identity, lower-cased) and
 * client: a code is 6 random digits (node:crypto), valid for 10 minutes and 5 guesses, usable
 * once, and only by the client that asked for it, so a stranger's guesses or new codes never
 * touch a visitor's pending code. A new code for the same address may not be issued within 30 s
 * of the last, by anyone ('Please try again after {n} seconds', SPEC §5).
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

  /** Throws 'Please try again after {n} seconds' while `email`'s 30 s cooldown runs. */
  assertReady(email: string): void {
    const last = this.#lastSent.get(email.toLowerCase())
    const now = this.#now()
    if (last !== undefined && now - last < this.#cooldownMs) {
      const seconds = Math.ceil((this.#cooldownMs - (now - last)) / 1000)
      throw new OtpError(`Please try again after ${seconds} seconds`, 429)
    }
  }

  /** Issues a new code of `email` for `client`, replacing that client's earlier one. */
  issue(email: string, client = ''): string {
    this.assertReady(email)
    const key = email.toLowerCase()
    const now = this.#now()
    if (this.#pending.size >= MAX_PENDING) this.#prune(now)
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
    this.#lastSent.set(key, now)
    this.#pending.set(`${key}\n${client}`, {
      code,
      expiresAt: now + this.#ttlMs,
      issuedAt: now,
      attempts: 0,
    })
    return code
  }

  /** Forgets the code of `email` for `client` and the cooldown (the e-mail could not be sent). */
  cancel(email: string, client = ''): void {
    const key = email.toLowerCase()
    this.#lastSent.delete(key)
    this.#pending.delete(`${key}\n${client}`)
  }

  /** When the pending code of `email` for `client` was issued, if there is one. */
  issuedAt(email: string, client = ''): number | undefined {
    return this.#pending.get(`${email.toLowerCase()}\n${client}`)?.issuedAt
  }

  /**
   * Consumes the code `client` asked for if `code` matches; throws 'Invalid code' (counted: the
   * fifth wrong guess voids that client's code), 'Code expired' or 'No code was sent to this
   * e-mail' (also when another client asked for it).
   */
  verify(email: string, code: string, client = ''): void {
    const key = `${email.toLowerCase()}\n${client}`
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

  #prune(now: number): void {
    for (const [key, pending] of this.#pending)
      if (pending.expiresAt <= now) this.#pending.delete(key)
    for (const [key, at] of this.#lastSent)
      if (now - at >= this.#cooldownMs) this.#lastSent.delete(key)
    while (this.#pending.size >= MAX_PENDING) {
      const oldest = this.#pending.keys().next().value
      if (oldest === undefined) break
      this.#pending.delete(oldest)
    }
  }
}
