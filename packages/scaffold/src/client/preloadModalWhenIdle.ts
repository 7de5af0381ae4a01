/**
 * When the modal's scripts load (`createAppKit({ modalPreload })`): `'idle'` (the default) once the
 * page has loaded and the browser is idle, so that the first click finds them in memory, and also
 * on intent; `'intent'` only when the visitor points at, focuses or presses an AppKit button (or
 * the dapp calls `preload()` or `open()`).
 */
export type ModalPreload = 'idle' | 'intent'

/** How long an idle callback may wait for the browser to be idle, ms (then it runs anyway). */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000
/** Where the browser has no `requestIdleCallback`: the delay after the load event, ms. */
export const IDLE_PRELOAD_FALLBACK_DELAY_MS = 200

/** What the scheduler needs of the browser (the page's `window`, or a stand-in in tests). */
export type IdlePreloadWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'
> & {
  document: Pick<Document, 'readyState'>
  requestIdleCallback?: Window['requestIdleCallback']
  cancelIdleCallback?: Window['cancelIdleCallback']
}

/** The page's window; null on the server. */
function browserWindow(): IdlePreloadWindow | null {
  return typeof window === 'undefined' || typeof document === 'undefined' ? null : window
}

/**
 * Calls `preload` once, after the page's load event (at once when the document has already
 * loaded), in an idle callback (at most {@link IDLE_PRELOAD_TIMEOUT_MS} later; a short timeout
 * where `requestIdleCallback` is missing): the page's own first load and first paint never wait
 * for it. Never on the server, never before the document has loaded. `preload` is
 * `preloadModal`, which fetches the page's own script chunks and nothing else (no service, no
 * visitor data) and mounts nothing. `target` is the page's window (null on the server). Returns the function that cancels it (before it ran).
 *
 * @example
 * const cancel = preloadModalWhenIdle(() => preloadModal(appKit))
 */
export function preloadModalWhenIdle(
  preload: () => unknown,
  target: IdlePreloadWindow | null = browserWindow(),
): () => void {
  if (!target) return () => {}
  let cancelIdle: (() => void) | undefined
  const run = () => {
    cancelIdle = undefined
    void preload()
  }
  const whenIdle = () => {
    if (target.requestIdleCallback) {
      const handle = target.requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS })
      cancelIdle = () => target.cancelIdleCallback?.(handle)
    } else {
      const handle = target.setTimeout(run, IDLE_PRELOAD_FALLBACK_DELAY_MS)
      cancelIdle = () => target.clearTimeout(handle)
    }
  }
  if (target.document.readyState === 'complete') {
    whenIdle()
    return () => cancelIdle?.()
  }
  const onLoad = () => whenIdle()
  target.addEventListener('load', onLoad, { once: true })
  return () => {
    target.removeEventListener('load', onLoad)
    cancelIdle?.()
  }
}

/**
 * The `modalPreload` option, checked: `'idle'` when unset; a TypeError naming the option for a
 * value other than `'idle'` or `'intent'`.
 */
export function readModalPreload(mode: unknown): ModalPreload {
  if (mode === undefined) return 'idle'
  if (mode === 'idle' || mode === 'intent') return mode
  throw new TypeError(
    `The \`modalPreload\` option must be 'idle' or 'intent', not ${JSON.stringify(mode)}`,
  )
}

/**
 * Starts the idle preload of the modal's scripts (`preload`, i.e. `preloadModal` of the
 * instance) when `mode` is `'idle'` (see {@link ModalPreload}). Returns the function that
 * cancels it (the instance's `destroy()`).
 */
export function startIdleModalPreload(mode: ModalPreload, preload: () => unknown): () => void {
  return mode === 'idle' ? preloadModalWhenIdle(preload) : () => {}
}
