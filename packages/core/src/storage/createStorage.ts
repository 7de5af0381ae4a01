import type * as z from 'zod/mini'
import { parseStoredJson } from './parseStoredJson'
import { createMemoryBackend, type StorageBackend } from './StorageBackend'
import { type AppKitStorageSchema, getStoredValueSchema, STORAGE_KEY_PREFIX } from './storageKeys'

// Best effort: carry over what the failing backend can still read, under our prefix only.
function copyReadableItems(failing: StorageBackend, prefix: string): StorageBackend {
  const memory = createMemoryBackend()
  try {
    for (const key of failing.keys()) {
      if (!key.startsWith(prefix)) continue
      const value = failing.getItem(key)
      if (value !== null) memory.setItem(key, value)
    }
  } catch {
    // Nothing readable: start empty.
  }
  return memory
}

/** Parameters of {@link createStorage}. */
export type CreateStorageParameters = {
  /** Where strings are kept; defaults to memory. Use the localStorage or cookie backends in apps. */
  backend?: StorageBackend | undefined
  /** Key prefix; defaults to '@appkit-wallet/'. Two instances with different prefixes never meet. */
  prefix?: string | undefined
  /** Told about every backend failure (the storage itself never throws). */
  onError?: ((error: unknown) => void) | undefined
  /**
   * The schema a value read under `key` must match; a value of another shape reads as absent.
   * Defaults to the schemas of {@link AppKitStorageSchema}; keys it returns nothing for are not
   * checked.
   */
  schemaFor?: ((key: string) => z.ZodMiniType | undefined) | undefined
}

/** A typed key-value storage whose methods never throw. */
export type AppKitStorage<Schema extends object = AppKitStorageSchema> = {
  get<K extends keyof Schema & string>(key: K): Schema[K] | undefined
  set<K extends keyof Schema & string>(key: K, value: Schema[K]): void
  remove(key: keyof Schema & string): void
  /** Removes every key under this storage's prefix, and nothing else. */
  clear(): void
  /** The keys (without prefix) under this storage's prefix. */
  keys(): string[]
  /**
   * Calls `listener` with the key (without prefix) when another tab changes one of this
   * storage's keys, or with null when that tab cleared everything. Returns the unsubscribe.
   */
  subscribe(listener: (key: string | null) => void): () => void
  /** True once the backend failed and the storage switched to memory. */
  readonly usingFallback: boolean
}

/**
 * Creates the typed storage under the prefix '@appkit-wallet/' (SPEC §3). Corrupted JSON, and
 * JSON of the wrong shape for its key, read as undefined and are removed; a backend that throws (SecurityError on access, QuotaExceededError on write) is
 * replaced by memory for the rest of the session, carrying the failed write; `__proto__` keys
 * in persisted JSON are dropped; keys outside the prefix are never read, written or removed.
 *
 * @example
 * const storage = createStorage({ backend: createLocalStorageBackend() })
 * storage.set('connected_social', 'google')
 */
export function createStorage<Schema extends object = AppKitStorageSchema>(
  parameters: CreateStorageParameters = {},
): AppKitStorage<Schema> {
  const { prefix = STORAGE_KEY_PREFIX, onError, schemaFor = getStoredValueSchema } = parameters
  let backend = parameters.backend ?? createMemoryBackend()
  let usingFallback = false

  const attempt = <T>(operation: (b: StorageBackend) => T, fallbackValue: T): T => {
    try {
      return operation(backend)
    } catch (error) {
      onError?.(error)
      if (usingFallback) return fallbackValue
      usingFallback = true
      backend = copyReadableItems(backend, prefix)
      try {
        return operation(backend)
      } catch {
        return fallbackValue
      }
    }
  }

  const storage: AppKitStorage<Schema> = {
    get(key) {
      const text = attempt((b) => b.getItem(prefix + key), null)
      if (text === null) return undefined
      // Corrupted JSON, or a value of the wrong shape (another version, another app, a hand
      // edit), is absent and dropped, so it cannot break the next load; nothing outside the
      // prefix is touched.
      const value = parseStoredJson(text)
      if (value === undefined) {
        storage.remove(key)
        return undefined
      }
      const schema = schemaFor(key)
      if (!schema) return value as Schema[typeof key]
      const checked = schema.safeParse(value)
      if (checked.success) return checked.data as Schema[typeof key]
      storage.remove(key)
      return undefined
    },
    set(key, value) {
      let text: string
      try {
        text = JSON.stringify(value)
      } catch (error) {
        onError?.(error)
        return
      }
      if (text === undefined) return storage.remove(key)
      attempt((b) => b.setItem(prefix + key, text), undefined)
    },
    remove(key) {
      attempt((b) => b.removeItem(prefix + key), undefined)
    },
    clear() {
      for (const key of storage.keys()) storage.remove(key as keyof Schema & string)
    },
    keys() {
      return attempt((b) => b.keys(), [] as string[])
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length))
    },
    subscribe(listener) {
      const source = parameters.backend
      if (!source?.subscribe) return () => {}
      try {
        return source.subscribe((key) => {
          if (key === null) listener(null)
          else if (key.startsWith(prefix)) listener(key.slice(prefix.length))
        })
      } catch (error) {
        onError?.(error)
        return () => {}
      }
    },
    get usingFallback() {
      return usingFallback
    },
  }
  return storage
}
