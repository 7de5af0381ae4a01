import { randomBytes } from 'node:crypto'

/** A logged-in embedded wallet session. */
export type Session = { email: string; chainId: number; expiresAt: number }

/** How long a session lasts without a new login. */
export const SESSION_TTL_MS = 24 * 60 * 60_000

/** The sessions by bearer token (256 random bits, base64url). */
export class SessionStore {
  readonly #sessions = new Map<string, Session>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Opens a session for `email` on `chainId`; returns its token. */
  open(email: string, chainId: number): string {
    const token = randomBytes(32).toString('base64url')
    this.#sessions.set(token, { email, chainId, expiresAt: this.#now() + SESSION_TTL_MS })
    return token
  }

  /** The live session of `token`, if any (an expired one is dropped). */
  get(token: string | undefined): Session | undefined {
    if (!token) return undefined
    const session = this.#sessions.get(token)
    if (session && this.#now() >= session.expiresAt) this.#sessions.delete(token)
    else return session
    return undefined
  }

  /** Ends the session of `token`. */
  close(token: string): void {
    this.#sessions.delete(token)
  }
}
