import { randomBytes } from 'node:crypto'
import { ApprovalError } from './ApprovalError'
import {
  APPROVAL_TOKEN_TTL_MS,
  PENDING_APPROVAL_TTL_MS,
  PENDING_APPROVALS_LIMIT,
} from './approvalLimits'
import { type BoundWalletRequest, hashWalletRequest } from './hashWalletRequest'

type Entry = { sessionKey: string; hash: string; expiresAt: number }

/** Options of {@link ApprovalStore}. */
export type ApprovalStoreOptions = {
  now?: () => number
  tokenTtlMs?: number
  pendingTtlMs?: number
  pendingLimit?: number
}

const randomId = () => randomBytes(32).toString('base64url')

/**
 * The approvals of not-safe wallet requests, server side. `prepare` records a request the frame
 * shows (bound to the hash of method, params, chain and session; at most 99 waiting per session);
 * `approve`, called by the frame on the visitor's click, turns it into a token that `redeem`
 * accepts once, within a minute, for exactly that request from that session. Anything else
 * (no token, a used, expired or unknown one, another request or session) is an {@link ApprovalError}.
 */
export class ApprovalStore {
  readonly #pending = new Map<string, Entry>()
  readonly #tokens = new Map<string, Entry>()
  readonly #now: () => number
  readonly #tokenTtlMs: number
  readonly #pendingTtlMs: number
  readonly #pendingLimit: number

  constructor(options: ApprovalStoreOptions = {}) {
    this.#now = options.now ?? Date.now
    this.#tokenTtlMs = options.tokenTtlMs ?? APPROVAL_TOKEN_TTL_MS
    this.#pendingTtlMs = options.pendingTtlMs ?? PENDING_APPROVAL_TTL_MS
    this.#pendingLimit = options.pendingLimit ?? PENDING_APPROVALS_LIMIT
  }

  #prune(): void {
    const now = this.#now()
    for (const map of [this.#pending, this.#tokens])
      for (const [key, entry] of map) if (now >= entry.expiresAt) map.delete(key)
  }

  /** Records `request` as waiting for the visitor; returns its id and hash. */
  prepare(request: BoundWalletRequest): { id: string; hash: string } {
    this.#prune()
    let waiting = 0
    for (const entry of this.#pending.values())
      if (entry.sessionKey === request.sessionKey) waiting++
    if (waiting >= this.#pendingLimit)
      throw new ApprovalError(
        `Too many pending requests (limit ${this.#pendingLimit})`,
        429,
        -32005,
      )
    const id = randomId()
    const hash = hashWalletRequest(request)
    this.#pending.set(id, {
      sessionKey: request.sessionKey,
      hash,
      expiresAt: this.#now() + this.#pendingTtlMs,
    })
    return { id, hash }
  }

  /** The visitor approved the request `id` of this session: its single-use token. */
  approve(sessionKey: string, id: string): string {
    this.#prune()
    const entry = this.#pending.get(id)
    if (!entry || entry.sessionKey !== sessionKey)
      throw new ApprovalError('No such request is waiting for approval', 404)
    this.#pending.delete(id)
    const token = randomId()
    this.#tokens.set(token, { ...entry, expiresAt: this.#now() + this.#tokenTtlMs })
    return token
  }

  /** The visitor rejected the request `id`; resolves whether it was waiting. */
  reject(sessionKey: string, id: string): boolean {
    const entry = this.#pending.get(id)
    if (!entry || entry.sessionKey !== sessionKey) return false
    this.#pending.delete(id)
    return true
  }

  /**
   * Accepts `token` for `request` once: the token is spent whatever the outcome, so a replay, or
   * a token tried on another request, chain or session, is refused.
   */
  redeem(token: unknown, request: BoundWalletRequest): void {
    if (typeof token !== 'string' || token.length === 0)
      throw new ApprovalError('This request was not approved in the wallet')
    const entry = this.#tokens.get(token)
    this.#tokens.delete(token)
    if (!entry) throw new ApprovalError('This approval was already used or is unknown')
    if (this.#now() >= entry.expiresAt) throw new ApprovalError('This approval has expired')
    if (entry.sessionKey !== request.sessionKey || entry.hash !== hashWalletRequest(request))
      throw new ApprovalError('This approval is for another request')
  }
}
