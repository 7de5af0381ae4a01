// Test helpers of the connect-side views (imported by tests only, never by a view).
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { afterEach } from 'vitest'
import type { AppKit } from '../client/AppKit'
import { renderViewsApart } from '../client/mountHostWhenOpened'
import { ModalContext } from '../host/ModalContext'
import { en } from '../i18n/en/index'
import { completeCatalogue } from '../i18n/translate'
import type { ViewLoaders } from '../views/viewModule'

afterEach(cleanup)

/**
 * Renders a view body inside the modal context of `appKit`, as the host does; from now on a
 * flow opening the modal adds no second host that would race this view for focus.
 */
export function renderInModal(ui: ReactElement, appKit: AppKit, views: ViewLoaders = {}) {
  renderViewsApart(appKit)
  completeCatalogue(appKit.t, en) // as mountModalHost does
  return render(
    <ModalContext.Provider value={{ core: appKit.core, t: appKit.t, appKit, views }}>
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

/** A clock whose timers fire only when the test says (a controllable service, not a mock). */
export function createManualClock(start = 1_700_000_000_000) {
  let now = start
  let nextId = 1
  const timers = new Map<number, { fn: () => void; ms: number }>()
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++
      timers.set(id, { fn, ms })
      return id
    },
    clearTimeout: (id: unknown) => {
      timers.delete(id as number)
    },
    /** Delays of the timers waiting now. */
    pending: () => [...timers.values()].map((t) => t.ms),
    /** Advances the time by `ms` and fires every waiting timer of exactly `ms`. */
    fire(ms: number) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.ms !== ms) continue
        timers.delete(id)
        timer.fn()
      }
    },
  }
}
