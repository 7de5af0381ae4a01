import { proxy } from 'valtio'
import {
  DISCONNECT_MAX_MS,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
} from '../../constants/timeConstants'
import type { AlertKey } from '../../errors/alerts'
import {
  FrameLoadFailedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  UnverifiedDomainError,
} from '../../errors/frameErrors'
import { AbortedError, TimeoutError } from '../../errors/transportErrors'
import type { Clock } from '../../time/clock'

/** A message from or to the embedded wallet frame. */
export type FrameMessage = { type: string; id?: string; payload?: unknown }

/**
 * How the messenger reaches the frame: `post` sends to the frame's exact origin (never '*');
 * `subscribe` delivers every incoming message with its origin.
 */
export type FrameTransport = {
  post(message: FrameMessage): void
  subscribe(listener: (data: unknown, origin: string) => void): () => void
}

/** Frame status (SPEC §4 'Embedded frame: loads, signals ready ..., then requests are answered'). */
export type FrameStatus = 'loading' | 'ready' | 'failed'

/** The frame state. */
export type FrameState = { status: FrameStatus }

/** Parameters of {@link createFrameMessenger}. */
export type CreateFrameMessengerParameters = {
  transport: FrameTransport
  /** The frame's origin; messages from any other origin (or 'null') are ignored. */
  origin: string
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  randomId?: () => string
  /** Clears the stored login data on disconnect. */
  clearLoginData: () => void
  /**
   * Raises an alert of SPEC §8: IFRAME_LOAD_FAILED when the frame does not load in 20 s,
   * EMBEDDED_WALLET_LOAD_FAILED when the frame element reports a load error,
   * EMBEDDED_WALLET_REQUEST_TIMED_OUT when a request times out, UNVERIFIED_DOMAIN when the
   * frame refuses this page's domain.
   */
  onAlert?: (key: AlertKey) => void
}

/** A messenger to the embedded wallet frame. */
export type FrameMessenger = {
  state: FrameState
  request: (type: string, payload?: unknown, timeoutMs?: number) => Promise<unknown>
  disconnect: () => Promise<void>
  /**
   * Aborts the wallet requests (RPC_REQUEST) still waiting for the frame: each rejects at once
   * with 'Request was aborted' and the frame is sent RPC_ABORT so it stops them too. Returns
   * how many were aborted (none: nothing is sent).
   */
  abortRpcRequests: () => number
  /** Called by the host when the frame element fires `error`: the load failed. */
  failLoad: (cause?: unknown) => void
  destroy: () => void
}

function isFrameMessage(data: unknown): data is FrameMessage {
  return (
    typeof data === 'object' && data !== null && typeof (data as FrameMessage).type === 'string'
  )
}

/**
 * Talks to the embedded wallet frame: after it signals READY (then 500 ms) requests are sent,
 * each with a random id, resolving on the matching `_SUCCESS` event or rejecting on the
 * matching `_ERROR` (default 'An error occurred'). Loading fails after 20 s; a request times
 * out after 120 s; disconnect waits at most 3000 ms and always clears the stored login data.
 * Each failure raises its SPEC §8 alert through `onAlert`.
 */
export function createFrameMessenger(parameters: CreateFrameMessengerParameters): FrameMessenger {
  const { transport, clock } = parameters
  const randomId = parameters.randomId ?? (() => globalThis.crypto.randomUUID())
  const state = proxy<FrameState>({ status: 'loading' })
  const pending = new Map<
    string,
    { type: string; resolve: (v: unknown) => void; reject: (e: Error) => void }
  >()
  let markReady!: () => void
  let markFailed!: (error: Error) => void
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => {})
  const fail = (error: Error, alert: AlertKey) => {
    if (state.status !== 'loading') return
    state.status = 'failed'
    clock.clearTimeout(loadTimer)
    markFailed(error)
    parameters.onAlert?.(alert)
  }
  const loadTimer = clock.setTimeout(() => {
    const cause = new TimeoutError({ timeoutMs: IFRAME_LOAD_TIMEOUT_MS, url: parameters.origin })
    fail(new FrameLoadFailedError({ cause }), 'IFRAME_LOAD_FAILED')
  }, IFRAME_LOAD_TIMEOUT_MS)

  const unsubscribe = transport.subscribe((data, origin) => {
    if (origin === 'null' || origin !== parameters.origin || !isFrameMessage(data)) return
    if (data.type === 'UNVERIFIED_DOMAIN') {
      const error = new UnverifiedDomainError()
      if (state.status === 'loading') fail(error, 'UNVERIFIED_DOMAIN')
      else parameters.onAlert?.('UNVERIFIED_DOMAIN')
      return
    }
    if (data.type === 'READY' && state.status === 'loading') {
      clock.clearTimeout(loadTimer)
      clock.setTimeout(() => {
        state.status = 'ready'
        markReady()
      }, FRAME_POST_READY_DELAY_MS)
      return
    }
    const entry = data.id ? pending.get(data.id) : undefined
    if (!entry || !data.id) return
    if (data.type === `${entry.type}_SUCCESS`) entry.resolve(data.payload)
    else if (data.type === `${entry.type}_ERROR`) {
      const message = (data.payload as { message?: unknown } | undefined)?.message
      entry.reject(new FrameRequestError(typeof message === 'string' ? { details: message } : {}))
    } else return
    pending.delete(data.id)
  })

  async function request(type: string, payload?: unknown, timeoutMs = FRAME_REQUEST_TIMEOUT_MS) {
    await ready
    const id = randomId()
    return new Promise<unknown>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        pending.delete(id)
        const cause = new TimeoutError({ timeoutMs, url: `${parameters.origin} ${type}` })
        reject(new FrameRequestTimeoutError({ cause }))
        // Sign-out has its own short limit and clears local data anyway: no alert for it.
        if (type !== 'SIGN_OUT') parameters.onAlert?.('EMBEDDED_WALLET_REQUEST_TIMED_OUT')
      }, timeoutMs)
      const settle =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          clock.clearTimeout(timer)
          fn(v)
        }
      pending.set(id, { type, resolve: settle(resolve), reject: settle(reject) })
      transport.post({ type, id, payload })
    })
  }

  function abortRpcRequests(): number {
    const aborted = [...pending].filter(([, entry]) => entry.type === 'RPC_REQUEST')
    for (const [id, entry] of aborted) {
      pending.delete(id)
      entry.reject(new AbortedError())
    }
    if (aborted.length > 0) request('RPC_ABORT').catch(() => {})
    return aborted.length
  }

  async function disconnect() {
    try {
      await request('SIGN_OUT', undefined, DISCONNECT_MAX_MS)
    } catch {
      // The frame may be gone; the local login data is cleared regardless.
    } finally {
      parameters.clearLoginData()
    }
  }

  return {
    state,
    request,
    disconnect,
    abortRpcRequests,
    failLoad: (cause) => fail(new FrameLoadFailedError({ cause }), 'EMBEDDED_WALLET_LOAD_FAILED'),
    destroy: () => {
      unsubscribe()
      clock.clearTimeout(loadTimer)
    },
  }
}
