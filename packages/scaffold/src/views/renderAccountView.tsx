// Test helpers of the account-side views (imported by their tests only, never by a view).
import type { AppKitCore, AppKitOptions, AppKitServices } from '@appkit/core'
import { makeTestCore, startTestServer, type TestServer } from '@appkit/core/testing'
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { ModalContext } from '../host/ModalContext'
import { en } from '../i18n/en/index'
import { createTranslate } from '../i18n/translate'

afterEach(cleanup)

let server: TestServer | undefined
beforeAll(async () => {
  // Every service URL of the test instances: a real loopback server.
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server?.close())

/**
 * A real core instance (in-memory adapters for eip155 and solana) whose service URLs point at
 * a loopback server, so nothing a view triggers can leave 127.0.0.1.
 */
export function makeViewCore(
  options: Partial<AppKitOptions> = {},
  services: Partial<AppKitServices> = {},
) {
  if (!server) throw new Error('makeViewCore runs inside a test')
  // Analytics off: these tests are about the views, and happy-dom's fetch would preflight.
  return makeTestCore(
    server.url,
    { ...options, features: { analytics: false, ...options.features } },
    services,
  )
}

/** A clock whose `now` only moves when the test says (timers stay real). */
export function makeManualClock(start = 1_700_000_000_000) {
  const time = { now: start }
  return {
    time,
    clock: {
      now: () => time.now,
      setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
      clearTimeout: (id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    },
  }
}

/** Renders a view body inside the modal context of `core`, as the host does. */
export function renderView(ui: ReactElement, core: AppKitCore) {
  return render(
    <ModalContext.Provider value={{ core, t: createTranslate(en) }}>{ui}</ModalContext.Provider>,
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
