import { createHash, randomBytes } from 'node:crypto'
import { OtpError } from '../otp/OtpError'
import { EMAIL_LOGIN_COOLDOWN_MS, OTP_TTL_MS } from '../otp/secureLimits'

type Check = { email: string; clientKey: string; expiresAt: number; confirmed: boolean }

/** Where a device check of one e-mail and client stands. */
export type DeviceCheckStatus = 'none' | 'pending' | 'confirmed' | 'expired'

/** Checks kept at most (each is bounded by the request limits; this bounds the sum). */
const MAX_CHECKS = 100_000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const pairOf = (email: string, clientKey: string) => `${email}\n${clientKey}`

/**
 * The device verifications waiting for the visitor (SPEC §4 'VERIFY_DEVICE'): a login of a known
 * e-mail from a device it never used gets a link by e-mail (256 random bits, kept hashed, valid
 * 10 minutes, usable once), bound to that e-mail and the client that asked. The link confirms the
 * device; the client then gets its one-time code. One new link per e-mail every 30 s, as for codes.
 */
export class DeviceCheckStore {
  readonly #byToken = new Map<string, Check>()
  readonly #byPair = new Map<string, string>()
  readonly #lastSent = new Map<string, number>()
  readonly #now: () => number
  readonly #ttlMs: number

  constructor(options: { now?: () => number; ttlMs?: number } = {}) {
    this.#now = options.now ?? Date.now
    this.#ttlMs = options.ttlMs ?? OTP_TTL_MS
  }

  /** Throws 'Please try again after {n} seconds' while `email`'s 30 s cooldown runs. */
  assertReady(email: string): void {
    const last = this.#lastSent.get(email)
    const now = this.#now()
    if (last !== undefined && now - last < EMAIL_LOGIN_COOLDOWN_MS) {
      const seconds = Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - (now - last)) / 1000)
      throw new OtpError(`Please try again after ${seconds} seconds`, 429)
    }
  }

  /** Starts a check of `email` for `clientKey` (replacing that client's earlier one); its link token. */
  start(email: string, clientKey: string): string {
    this.assertReady(email)
    const now = this.#now()
    if (this.#byToken.size >= MAX_CHECKS) this.#prune(now)
    this.cancel(email, clientKey)
    const token = randomBytes(32).toString('hex')
    const hash = hashOf(token)
    this.#byToken.set(hash, { email, clientKey, expiresAt: now + this.#ttlMs, confirmed: false })
    this.#byPair.set(pairOf(email, clientKey), hash)
    this.#lastSent.set(email, now)
    return token
  }

  /** Forgets the check of `email` for `clientKey` (the e-mail could not be sent, or it was used). */
  cancel(email: string, clientKey: string): void {
    const hash = this.#byPair.get(pairOf(email, clientKey))
    if (hash) this.#byToken.delete(hash)
    this.#byPair.delete(pairOf(email, clientKey))
  }

  /** The e-mail the link `token` asks to confirm a device for, while it may still be confirmed. */
  peek(token: unknown): string | undefined {
    const check = typeof token === 'string' ? this.#byToken.get(hashOf(token)) : undefined
    return check && !check.confirmed && this.#now() < check.expiresAt ? check.email : undefined
  }

  /** Confirms the device of the link `token`; throws 'This link is invalid or has expired'. */
  confirm(token: unknown): string {
    const check = typeof token === 'string' ? this.#byToken.get(hashOf(token)) : undefined
    if (!check || check.confirmed || this.#now() >= check.expiresAt)
      throw new OtpError('This link is invalid or has expired')
    check.confirmed = true
    return check.email
  }

  /** Where the check of `email` for `clientKey` stands. */
  status(email: string, clientKey: string): DeviceCheckStatus {
    const hash = this.#byPair.get(pairOf(email, clientKey))
    const check = hash ? this.#byToken.get(hash) : undefined
    if (!check) return 'none'
    if (this.#now() >= check.expiresAt) {
      this.cancel(email, clientKey)
      return 'expired'
    }
    return check.confirmed ? 'confirmed' : 'pending'
  }

  #prune(now: number): void {
    for (const [hash, check] of this.#byToken)
      if (check.expiresAt <= now) {
        this.#byToken.delete(hash)
        this.#byPair.delete(pairOf(check.email, check.clientKey))
      }
    for (const [email, at] of this.#lastSent)
      if (now - at >= EMAIL_LOGIN_COOLDOWN_MS) this.#lastSent.delete(email)
  }
}
