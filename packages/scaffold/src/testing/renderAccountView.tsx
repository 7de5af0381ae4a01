// Test helpers of the account-side views (imported by their tests only, never by a view).

import type { AppKitOptions } from '@appkit/core'
import type { AppKitCore, AppKitServicesInput } from '@appkit/core/internal'
import { makeTestCore, startTestServer, type TestServer } from '@appkit/core/testing'
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { AppKit } from '../client/AppKit'
import { ModalContext } from '../host/ModalContext'
import { en } from '../i18n/en/index'
import { createTranslate } from '../i18n/translate'

afterEach(cleanup)

// Requests a view started (identity, balance) may still be running when its test ends: each
// test waits for them, so none reaches the server after it closed.
const inFlight = new Set<Promise<unknown>>()
const trackedFetch: typeof fetch = (input, init) => {
  const request = globalThis.fetch(input, init)
  inFlight.add(request)
  request.then(
    () => inFlight.delete(request),
    () => inFlight.delete(request),
  )
  return request
}
afterEach(async () => {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight])
})

let server: TestServer | undefined
beforeAll(async () => {
  // Every service URL of the test instances: a real loopback server.
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server?.close())
beforeEach(() => {
  // By default the blockchain API serves no network, so views skip their data calls.
  server?.routes.clear()
  serveJson('/v1/supported-chains', { http: [], ws: [] })
})

/**
 * A real core instance (in-memory adapters for eip155 and solana) whose service URLs point at
 * a loopback server, so nothing a view triggers can leave 127.0.0.1.
 */
export function makeViewCore(
  options: Partial<AppKitOptions> = {},
  services: AppKitServicesInput = {},
) {
  if (!server) throw new Error('makeViewCore runs inside a test')
  // Analytics off: these tests are about the views, and happy-dom's fetch would preflight.
  return makeTestCore(
    server.url,
    { ...options, features: { analytics: false, ...options.features } },
    { fetch: trackedFetch, ...services },
  )
}

/**
 * A clock that only moves when the test says: `advance(ms)` moves `now` and runs the timers
 * that came due (wrap it in `act` when they update React state).
 */
export function makeManualClock(start = 1_700_000_000_000) {
  const time = { now: start }
  const timers = new Map<number, { at: number; fn: () => void }>()
  let nextId = 1
  const clock = {
    now: () => time.now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++
      timers.set(id, { at: time.now + ms, fn })
      return id
    },
    clearTimeout: (id: unknown) => {
      timers.delete(id as number)
    },
  }
  const advance = (ms: number) => {
    time.now += ms
    const due = [...timers].filter(([, t]) => t.at <= time.now).sort((a, b) => a[1].at - b[1].at)
    for (const [id, timer] of due) {
      timers.delete(id)
      timer.fn()
    }
  }
  return { time, clock, advance }
}

/**
 * Answers `GET path` (or `method`) on the loopback server with `body`, readable from the test
 * page (the page's origin differs from the server's, so the answer allows any origin).
 */
export function serveJson(path: string, body: unknown, method: 'GET' | 'POST' = 'GET'): void {
  if (!server) throw new Error('serveJson runs inside a test')
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': '*',
  }
  // happy-dom's fetch sends a CORS preflight first, as a browser would for this request.
  server.routes.set(`OPTIONS ${path}`, () => ({ status: 204, headers: cors }))
  server.routes.set(`${method} ${path}`, () => ({ body, headers: cors }))
}

/** The requests the loopback server received. */
export function getServedRequests() {
  return server?.requests ?? []
}

/** Renders a view body inside the modal context of `core`, as the host does. */
export function renderView(ui: ReactElement, core: AppKitCore, appKit?: AppKit) {
  return render(
    <ModalContext.Provider value={{ core, t: createTranslate(en), ...(appKit ? { appKit } : {}) }}>
      {ui}
    </ModalContext.Provider>,
  )
}

/**
 * The axe violations in `container`. happy-dom computes no layout or colours, so the contrast
 * rule is left to the Chromium pass over the demo.
 */
export async function getAxeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}
