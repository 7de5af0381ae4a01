import { PairingSupersededError } from './errors/PairingSupersededError'

/** Starts one pairing (a new `wc:` URI) and resolves with the session the wallet approves. */
export type StartPairing<Session> = () => Promise<Session | undefined>

/**
 * The pairing attempts of one `connect()` call. Refreshing (a pairing about to expire, SPEC §5)
 * starts a new attempt with a new URI while the caller keeps waiting on the same promise. Any
 * attempt the wallet approves settles it; only the newest attempt's failure rejects it, so an
 * abandoned pairing that expires later changes nothing.
 */
export class PairingAttempts<Session> {
  #latest = 0
  #settle: { resolve: (session: Session) => void; reject: (error: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  }
  #pending = false
  #cancelled = false

  /**
   * @param startPairing starts one pairing.
   * @param onCancelledSession receives a session the wallet approved after the connect() was
   *   cancelled (nobody waits for it any more: the connector ends it).
   */
  constructor(
    readonly startPairing: StartPairing<Session>,
    readonly onCancelledSession: (session: Session) => void = () => {},
  ) {}

  /** True while a connect() call waits for the wallet. */
  get pending(): boolean {
    return this.#pending
  }

  /**
   * Starts the first attempt; resolves with the approved session of the newest attempt. A
   * connect() still waiting is ended with {@link PairingSupersededError}: the newer one takes over.
   */
  connect(): Promise<Session> {
    if (this.#pending) this.#settle.reject(new PairingSupersededError())
    this.#cancelled = false
    const settled = new Promise<Session>((resolve, reject) => {
      this.#settle = { resolve, reject }
    })
    this.#pending = true
    this.#start()
    return settled.finally(() => {
      this.#pending = false
    })
  }

  /** Replaces the pending pairing with a new one (a new URI); does nothing when none waits. */
  refresh(): void {
    if (this.#pending) this.#start()
  }

  /** Ends the pending connect() with `error` (the visitor left); a later approval is handed to `onCancelledSession`. */
  abort(error: unknown): void {
    if (!this.#pending) return
    this.#latest += 1
    this.#cancelled = true
    this.#settle.reject(error)
  }

  #start(): void {
    this.#latest += 1
    const attempt = this.#latest
    this.startPairing().then(
      (session) => {
        // A wallet that approves an older URI (scanned just before the refresh) still connects.
        if (session && this.#cancelled) this.onCancelledSession(session)
        else if (session) this.#settle.resolve(session)
        else if (attempt === this.#latest)
          this.#settle.reject(new Error('The pairing ended without a session'))
      },
      (error: unknown) => {
        if (attempt === this.#latest) this.#settle.reject(error)
      },
    )
  }
}
