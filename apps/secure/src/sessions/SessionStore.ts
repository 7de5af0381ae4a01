import { randomBytes } from 'node:crypto'

/** What the user is shown as: a social login's e-mail and username claims (SPEC §3 'Auth user'). */
export type SessionProfile = { email?: string; userName?: string }

/** A logged-in embedded wallet session: `email` is its wallet's login key. */
export type Session = {
  email: string
  /** An EVM chain id, or a Solana chain's CAIP-2 id (`solana:<reference>`). */
  chainId: number | `solana:${string}`
  expiresAt: number
  profile?: SessionProfile
}

/** How long a session lasts without a new login. */
export const SESSION_TTL_MS = 24 * 60 * 60_000

/** The sessions by bearer token (256 random bits, base64url). */
export class SessionStore {
  readonly #sessions = new Map<string, Session>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Opens a session for `email` on `chainId` (a social login adds its profile); returns its token. */
  open(email: string, chainId: Session['chainId'], profile?: SessionProfile): string {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = this.#now() + SESSION_TTL_MS
    this.#sessions.set(token, { email, chainId, expiresAt, ...(profile ? { profile } : {}) })
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
