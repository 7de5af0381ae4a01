/** One e-mail change in progress: from the session's e-mail to `to`; which code is awaited. */
export type EmailChange = { from: string; to: string; step: 'current' | 'new'; expiresAt: number }

/** Changes kept at most (one per session; this bounds the sum). */
const MAX_CHANGES = 100_000

/**
 * The e-mail changes in progress, one per session (by its key): the code to the current address
 * first, then the one to the new address (SPEC §4 'E-mail change: primary-email code, then
 * secondary-email code'). A new change of the same session replaces the earlier one.
 */
export class EmailChangeStore {
  readonly #changes = new Map<string, EmailChange>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  start(sessionKey: string, from: string, to: string, ttlMs: number): void {
    if (this.#changes.size >= MAX_CHANGES) {
      const now = this.#now()
      for (const [key, change] of this.#changes)
        if (change.expiresAt <= now) this.#changes.delete(key)
      const oldest = this.#changes.keys().next().value
      if (this.#changes.size >= MAX_CHANGES && oldest !== undefined) this.#changes.delete(oldest)
    }
    this.#changes.set(sessionKey, { from, to, step: 'current', expiresAt: this.#now() + ttlMs })
  }

  /** The live change of `sessionKey`, if any. */
  get(sessionKey: string): EmailChange | undefined {
    const change = this.#changes.get(sessionKey)
    if (change && this.#now() >= change.expiresAt) this.#changes.delete(sessionKey)
    else return change
    return undefined
  }

  end(sessionKey: string): void {
    this.#changes.delete(sessionKey)
  }
}
