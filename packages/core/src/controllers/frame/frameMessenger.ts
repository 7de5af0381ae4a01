import { proxy } from 'valtio'
import {
  DISCONNECT_MAX_MS,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
} from '../../constants/timeConstants'
import { FrameRequestError } from '../../errors/frameErrors'
import { TimeoutError } from '../../errors/transportErrors'
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
}

/** A messenger to the embedded wallet frame. */
export type FrameMessenger = {
  state: FrameState
  request: (type: string, payload?: unknown, timeoutMs?: number) => Promise<unknown>
  disconnect: () => Promise<void>
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
  const loadTimer = clock.setTimeout(() => {
    if (state.status !== 'loading') return
    state.status = 'failed'
    markFailed(new TimeoutError({ timeoutMs: IFRAME_LOAD_TIMEOUT_MS, url: parameters.origin }))
  }, IFRAME_LOAD_TIMEOUT_MS)

  const unsubscribe = transport.subscribe((data, origin) => {
    if (origin === 'null' || origin !== parameters.origin || !isFrameMessage(data)) return
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
        reject(new TimeoutError({ timeoutMs, url: `${parameters.origin} ${type}` }))
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
    destroy: () => {
      unsubscribe()
      clock.clearTimeout(loadTimer)
    },
  }
}
