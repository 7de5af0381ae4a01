// Test helpers of the account-side views (imported by their tests only, never by a view).
import type { AppKitCore, AppKitOptions } from '@appkit/core'
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
  // The analytics sink the instance posts MODAL_OPEN and the like to: a real loopback server.
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server?.close())

/** A real core instance (in-memory adapters for eip155 and solana) against the loopback server. */
export function makeViewCore(options: Partial<AppKitOptions> = {}) {
  if (!server) throw new Error('makeViewCore runs inside a test')
  return makeTestCore(server.url, options)
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
