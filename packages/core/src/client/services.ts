import { parseStoredJson } from '../storage/parseStoredJson'
import { STORAGE_KEY_PREFIX } from '../storage/storageKeys'

/** A key-value store (localStorage-shaped); core adds the '@appkit-wallet/' prefix. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The clock: current time and timers (fake timers in tests replace the globals it calls). */
export type Clock = {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

/** Where the page runs. */
export type Platform = { isMobile: boolean; url: string; domain: string }

/** A logger for warnings and errors. */
export type Logger = { warn(message: string): void; error(message: string, error?: unknown): void }

/** The services an instance uses, injected so that SSR, tests and two instances are safe. */
export type AppKitServices = {
  fetch: typeof fetch
  storage: KeyValueStorage
  clock: Clock
  platform: Platform
  logger: Logger
}

/** An in-memory storage (the default outside a browser). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

/** The clock of the host (reads the globals at call time, so fake timers apply). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
}

/** Fills missing services with defaults: global fetch, memory storage, system clock. */
export function resolveServices(services: Partial<AppKitServices> = {}): AppKitServices {
  return {
    fetch: services.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: services.storage ?? createMemoryStorage(),
    clock: services.clock ?? systemClock,
    platform: services.platform ?? {
      isMobile: false,
      url: globalThis.location?.href ?? 'about:blank',
      domain: globalThis.location?.hostname || 'localhost',
    },
    logger: services.logger ?? {
      warn: (message) => console.warn(message),
      error: (message, error) => console.error(message, error),
    },
  }
}

/** The storage key prefix of SPEC §3 (the same constant the typed storage uses). */
export const STORAGE_PREFIX = STORAGE_KEY_PREFIX

/**
 * Reads a JSON value stored under the prefixed key; a malformed value reads as `fallback`.
 * Parsed like the typed storage: `__proto__`, `constructor` and `prototype` keys are dropped.
 */
export function readStored<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(STORAGE_PREFIX + key)
    if (raw === null) return fallback
    const value = parseStoredJson(raw)
    return value === undefined ? fallback : (value as T)
  } catch {
    return fallback
  }
}

/** Writes a JSON value under the prefixed key; a failing storage is ignored. */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value))
  } catch {
    // Quota or sandbox: the state still lives in memory.
  }
}

/**
 * Scopes a storage to one instance: keys become `@appkit-wallet/{scope}.{key}`, so two
 * instances on one page never touch each other's keys (HOSTILE D).
 */
export function scopeStorage(storage: KeyValueStorage, scope: string): KeyValueStorage {
  const scoped = (key: string) =>
    key.startsWith(STORAGE_PREFIX)
      ? `${STORAGE_PREFIX}${scope}.${key.slice(STORAGE_PREFIX.length)}`
      : key
  return {
    getItem: (key) => storage.getItem(scoped(key)),
    setItem: (key, value) => storage.setItem(scoped(key), value),
    removeItem: (key) => storage.removeItem(scoped(key)),
  }
}
