/**
 * Where the storage keeps strings. Backends may throw (SecurityError, QuotaExceededError); the
 * storage built on them catches every throw.
 */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /** Every key the backend holds (the storage filters by its own prefix). */
  keys(): string[]
  /**
   * Optional: calls `listener` when another tab changed a key (null: everything was cleared).
   * Returns the unsubscribe function.
   */
  subscribe?(listener: (key: string | null) => void): () => void
}

/**
 * A backend in memory, for SSR, tests and as the fallback when browser storage fails.
 *
 * @example
 * const storage = createStorage({ backend: createMemoryBackend() })
 */
export function createMemoryBackend(initial: Iterable<[string, string]> = []): StorageBackend {
  const items = new Map(initial)
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
    keys: () => [...items.keys()],
  }
}

/** The part of the Web Storage interface the localStorage backend uses. */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * A backend over `window.localStorage`. The storage object is looked up lazily on each call
 * through `getStorage`, because merely reading `window.localStorage` throws SecurityError in
 * sandboxed and some third-party iframes.
 *
 * @example
 * createLocalStorageBackend() // uses globalThis.localStorage
 */
export function createLocalStorageBackend(
  getStorage: () => WebStorageLike = () => globalThis.localStorage,
  /** Where 'storage' events from other tabs arrive; defaults to `window`. */
  eventTarget: EventTarget | undefined = globalThis.window,
): StorageBackend {
  const storage = () => {
    const value = getStorage()
    if (!value) throw new Error('localStorage is not available')
    return value
  }
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
    keys() {
      const s = storage()
      const keys: string[] = []
      for (let i = 0; i < s.length; i++) {
        const key = s.key(i)
        if (key !== null) keys.push(key)
      }
      return keys
    },
    subscribe(listener) {
      if (!eventTarget) return () => {}
      const onStorage = (event: Event) => listener((event as StorageEvent).key ?? null)
      eventTarget.addEventListener('storage', onStorage)
      return () => eventTarget.removeEventListener('storage', onStorage)
    },
  }
}
