// Test support (not exported): a real node:http server on 127.0.0.1 with scripted replies, and
// timers the tests drive by hand. No test-runner import here.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Timers } from '../time/clock'

/** What the server received. */
export type ReceivedRequest = { method: string; headers: IncomingHttpHeaders; body: unknown }

/** One scripted reply. `hang` never answers; `body` objects are sent as JSON. */
export type ScriptedReply = {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  hang?: boolean
}

/** Replies in order; the last reply repeats. A function gets the parsed request body. */
export type Script = (ScriptedReply | ((request: ReceivedRequest) => ScriptedReply))[]

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Starts the server on 127.0.0.1, port 0. */
export async function startScriptedServer(script: Script) {
  const requests: ReceivedRequest[] = []
  const waiters: (() => void)[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        headers: req.headers,
        body: parse(Buffer.concat(chunks).toString('utf8')),
      }
      requests.push(request)
      for (const wake of waiters.splice(0)) wake()
      const step = script[Math.min(requests.length - 1, script.length - 1)] ?? {}
      const reply = typeof step === 'function' ? step(request) : step
      if (reply.hang) return
      const text =
        typeof reply.body === 'string'
          ? reply.body
          : reply.body === undefined
            ? ''
            : JSON.stringify(reply.body)
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/rpc`,
    requests,
    /** Resolves once the server has received `count` requests. */
    waitForRequests(count: number): Promise<void> {
      if (requests.length >= count) return Promise.resolve()
      return new Promise((resolve) => {
        const check = () => (requests.length >= count ? resolve() : waiters.push(check))
        waiters.push(check)
      })
    },
    close(): Promise<void> {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * Timers driven by the test. Waits shorter than `fireBelowMs` (the retry backoffs) elapse on the
 * next turn of the event loop and are recorded; longer ones (the request timeout) stay pending
 * until `fireAll()`.
 */
export function createTestTimers(fireBelowMs = 0) {
  const pending = new Map<number, { callback: () => void; ms: number }>()
  const waits: number[] = []
  let next = 1
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = next++
      pending.set(handle, { callback, ms })
      if (ms < fireBelowMs) {
        if (ms > 0) waits.push(ms)
        setImmediate(() => {
          if (pending.delete(handle)) callback()
        })
      }
      return handle
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  return {
    timers,
    /** Every wait below `fireBelowMs`, in order: the retry delays. */
    waits,
    pendingDelays: () => [...pending.values()].map((p) => p.ms),
    fireAll() {
      const entries = [...pending.entries()]
      pending.clear()
      for (const [, p] of entries) p.callback()
    },
  }
}

/** Lets pending I/O and immediates run a few times. */
export async function settle(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve))
}
