import type { TestServer } from '@appkit/core/testing'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestAppKit, destroyTestAppKits } from '../testing/createTestAppKit'
import { startCorsTestServer } from '../testing/startCorsTestServer'
import { getLoadedView } from '../views/loadView'
import { openingViews } from '../views/openingViews'
import {
  IDLE_PRELOAD_TIMEOUT_MS,
  type IdlePreloadWindow,
  preloadModalWhenIdle,
  readModalPreload,
  startIdleModalPreload,
} from './preloadModalWhenIdle'

/**
 * A stand-in for the page's window (the browser itself runs in apps/demo's openPreload.spec.ts):
 * a real EventTarget for the load event, a ready state the test sets, and idle callbacks the test
 * runs when it wants, recorded with their timeout.
 */
function standInWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const idle: { callback: () => void; timeout: number | undefined; cancelled: boolean }[] = []
  const target = Object.assign(new EventTarget(), {
    document: { readyState },
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout?: number }) =>
            idle.push({ callback, timeout: options?.timeout, cancelled: false }) - 1,
          cancelIdleCallback: (handle: number) => {
            const entry = idle[handle]
            if (entry) entry.cancelled = true
          },
        }
      : {}),
  }) as unknown as IdlePreloadWindow & EventTarget
  const runIdle = () => {
    for (const entry of idle.splice(0)) if (!entry.cancelled) entry.callback()
  }
  return { target, idle, runIdle }
}

describe('preloadModalWhenIdle', () => {
  it('waits for the load event, then preloads in an idle callback (with a timeout), once', () => {
    const preload = vi.fn()
    const { target, idle, runIdle } = standInWindow('loading')
    preloadModalWhenIdle(preload, target)
    expect(idle).toEqual([])
    ;(target.document as { readyState: DocumentReadyState }).readyState = 'complete'
    target.dispatchEvent(new Event('load'))
    expect(idle.map((entry) => entry.timeout)).toEqual([IDLE_PRELOAD_TIMEOUT_MS])
    expect(preload).not.toHaveBeenCalled()
    runIdle()
    target.dispatchEvent(new Event('load'))
    runIdle()
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('on a document already loaded, asks for an idle callback at once', () => {
    const preload = vi.fn()
    const { target, idle, runIdle } = standInWindow('complete')
    preloadModalWhenIdle(preload, target)
    expect(idle).toHaveLength(1)
    runIdle()
    expect(preload).toHaveBeenCalledTimes(1)
  })

  it('without requestIdleCallback, preloads after a short timeout', async () => {
    const preload = vi.fn()
    const { target } = standInWindow('complete', false)
    preloadModalWhenIdle(preload, target)
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
  })

  it('cancelled before the load event or before the idle callback, never preloads', async () => {
    const beforeLoad = vi.fn()
    const loading = standInWindow('loading')
    preloadModalWhenIdle(beforeLoad, loading.target)()
    loading.target.dispatchEvent(new Event('load'))
    loading.runIdle()
    expect(loading.idle).toEqual([])
    const beforeIdle = vi.fn()
    const loaded = standInWindow('complete')
    preloadModalWhenIdle(beforeIdle, loaded.target)()
    loaded.runIdle()
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(beforeIdle).not.toHaveBeenCalled()
  })

  it('on the server (no window) does nothing', () => {
    const preload = vi.fn()
    const cancel = preloadModalWhenIdle(preload, null)
    cancel()
    expect(preload).not.toHaveBeenCalled()
  })
})

describe('the modalPreload option', () => {
  it("is 'idle' by default; 'intent' schedules nothing; any other value is refused naming the option", () => {
    expect(readModalPreload(undefined)).toBe('idle')
    expect(readModalPreload('intent')).toBe('intent')
    expect(() => readModalPreload('eager')).toThrow(
      new TypeError(`The \`modalPreload\` option must be 'idle' or 'intent', not "eager"`),
    )
    const { target, idle } = standInWindow('complete')
    vi.stubGlobal('window', target)
    try {
      startIdleModalPreload('intent', vi.fn())
      expect(idle).toEqual([])
      startIdleModalPreload('idle', vi.fn())
      expect(idle).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('createAppKit with modalPreload: idle', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startCorsTestServer({ 'GET /appkit/v1/config': () => ({ body: {} }) })
  })
  afterAll(() => server.close())
  afterEach(() => destroyTestAppKits())

  it('loads the Connect view and the modal host on idle with no input, sends nothing to any service and mounts nothing', async () => {
    const injected = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
    const { appKit } = createTestAppKit(
      {
        modalPreload: 'idle',
        apiUrls: { wallet: server.url, blockchain: server.url, analytics: server.url },
        services: { fetch: injected },
      },
      { hostWhenOpened: true },
    )
    expect(getLoadedView(openingViews.Connect)).toBeUndefined()
    await appKit.ready
    await waitFor(() => expect(getLoadedView(openingViews.Connect)).toBeDefined(), {
      timeout: 20_000,
    })
    expect(injected).not.toHaveBeenCalled()
    expect(server.requests).toEqual([])
    expect(document.querySelector('appkit-modal')).toBeNull()
    expect(appKit.core.modal.open).toBe(false)
  })
})
