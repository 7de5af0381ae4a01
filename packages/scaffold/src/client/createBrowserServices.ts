import { type AppKitServices, createMemoryStorage, type KeyValueStorage } from '@appkit/core'

function getLocalStorage(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.localStorage
    // Reading can throw in a sandboxed frame or with storage disabled.
    storage?.getItem('@appkit-wallet/probe')
    return storage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The services of an instance in the page: localStorage (core prefixes every key with
 * `@appkit-wallet/`), the page's fetch (core's default clock is the system clock) and the page's location. Without a
 * `window` (server rendering) storage lives in memory and nothing else reads the page.
 */
export function createBrowserServices(): Partial<AppKitServices> {
  if (typeof window === 'undefined') return { storage: createMemoryStorage() }
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return {
    storage: getLocalStorage() ?? createMemoryStorage(),
    fetch: (input, init) => window.fetch(input, init),
    platform: {
      isMobile: /Android|iPhone|iPad|iPod|Mobi/i.test(userAgent),
      url: window.location.href,
      domain: window.location.hostname || 'localhost',
    },
  }
}
