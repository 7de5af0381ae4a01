import { subscribe } from 'valtio'
import type { AppKit } from './AppKit'

const viewsRenderedApart = new WeakSet<AppKit>()

/**
 * Marks an instance whose views a test renders on its own (`renderInModal`): a flow opening
 * its modal then adds no modal host, so no second React tree races the view under test for
 * keyboard focus. `open()` still adds the host.
 */
export function renderViewsApart(appKit: AppKit): void {
  viewsRenderedApart.add(appKit)
}

/**
 * Adds the modal host (through `ensureHost`, once) whenever the modal state opens by any path:
 * `open()`, or a flow that opens it before the visitor ever did (an approval request, SIWX,
 * a disallowed call), so such a request is shown. Never on the server. Returns the function
 * that stops watching.
 *
 * @example
 * const stop = mountHostWhenOpened(appKit, ensureHost)
 */
export function mountHostWhenOpened(appKit: AppKit, ensureHost: () => unknown): () => void {
  if (typeof document === 'undefined') return () => {}
  return subscribe(appKit.core.modal, () => {
    if (appKit.core.modal.open && !viewsRenderedApart.has(appKit)) ensureHost()
  })
}
