import { randomBytes } from 'node:crypto'
import { type LoginIdentity, walletKeyOf } from '../wallets/LoginIdentity'

/** What the user is shown as: a social login's e-mail and username claims (SPEC §3 'Auth user'). */
export type SessionProfile = { email?: string; userName?: string }

/** A logged-in embedded wallet session: `walletKey` names its wallet (see `walletKeyOf`). */
export type Session = {
  identity: LoginIdentity
  walletKey: string
  /** An EVM chain id, or a Solana chain's CAIP-2 id (`solana:<reference>`). */
  chainId: number | `solana:${string}`
  expiresAt: number
  profile?: SessionProfile
  /**
   * The EVM account the session uses (SPEC §3 'preferredAccountType'); unset, the smart account
   * where the chain enables one (SPEC §9 'EVM smartAccount'), else the EOA.
   */
  accountType?: 'eoa' | 'smartAccount'
}

/** How long a session lasts without a new login, unless the deployment says otherwise. */
export const SESSION_TTL_MS = 24 * 60 * 60_000

/** Sessions kept at most; the oldest end first. */
const MAX_SESSIONS = 100_000

/**
 * The sessions by bearer token (256 random bits, base64url), each living `ttlMs` from its login
 * (the deployment's `sessionTtlMs`); one can be closed (sign-out), or all of one identity's
 * (sign out everywhere).
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>()
  readonly #now: () => number
  readonly #ttlMs: number

  constructor(now: () => number = Date.now, ttlMs = SESSION_TTL_MS) {
    this.#now = now
    this.#ttlMs = ttlMs
  }

  /** Opens a session for `identity` on `chainId` (a social login adds its profile); returns its token. */
  open(identity: LoginIdentity, chainId: Session['chainId'], profile?: SessionProfile): string {
    const now = this.#now()
    if (this.#sessions.size >= MAX_SESSIONS) {
      for (const [token, session] of this.#sessions)
        if (session.expiresAt <= now) this.#sessions.delete(token)
      const oldest = this.#sessions.keys().next().value
      if (this.#sessions.size >= MAX_SESSIONS && oldest !== undefined) this.#sessions.delete(oldest)
    }
    const token = randomBytes(32).toString('base64url')
    this.#sessions.set(token, {
      identity,
      walletKey: walletKeyOf(identity),
      chainId,
      expiresAt: now + this.#ttlMs,
      ...(profile ? { profile } : {}),
    })
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

  /**
   * Moves the session of `token` to `identity` (the e-mail change) and ends every other session
   * of its former wallet, which no longer exists under that key.
   */
  rebind(token: string, identity: LoginIdentity): void {
    const session = this.get(token)
    if (!session) return
    for (const [other, candidate] of this.#sessions)
      if (other !== token && candidate.walletKey === session.walletKey) this.#sessions.delete(other)
    session.identity = identity
    session.walletKey = walletKeyOf(identity)
  }

  /** Ends every session of the wallet `walletKey` (sign out everywhere); returns how many. */
  closeAll(walletKey: string): number {
    let closed = 0
    for (const [token, session] of this.#sessions)
      if (session.walletKey === walletKey) {
        this.#sessions.delete(token)
        closed += 1
      }
    return closed
  }
}
