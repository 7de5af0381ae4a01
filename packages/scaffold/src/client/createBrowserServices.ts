import { createCookieBackend, createLocalStorageBackend, createMemoryBackend } from '@appkit/core'
import type { AppKitServicesInput } from '@appkit/core/internal'
import { readVisitorPlatform } from './readVisitorPlatform'

/** Where the page keeps the modal's state (core's typed storage, keys under `@appkit-wallet/`). */
export type BrowserStorage = 'localStorage' | 'cookie'

/**
 * The services of an instance in the page: the storage backend (localStorage by default, or
 * cookies so that a server rendering the page reads the same state from the request's Cookie
 * header), the page's fetch (core's default clock is the system clock) and the page's location.
 * A storage that throws (sandboxed frame, storage disabled, quota) is replaced by memory in core.
 * Without a `window` (server rendering) storage lives in memory, unless the dapp injects a cookie
 * backend bound to the request (`services.storage`), and nothing else reads the page.
 */
export function createBrowserServices(
  storage: BrowserStorage = 'localStorage',
): AppKitServicesInput {
  if (typeof window === 'undefined') return { storage: createMemoryBackend() }
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return {
    storage: storage === 'cookie' ? createCookieBackend() : createLocalStorageBackend(),
    fetch: (input, init) => window.fetch(input, init),
    platform: {
      isMobile: /Android|iPhone|iPad|iPod|Mobi/i.test(userAgent),
      url: window.location.href,
      domain: window.location.hostname || 'localhost',
      ...readVisitorPlatform(window, userAgent),
    },
  }
}
