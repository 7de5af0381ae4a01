import { type Clock, systemClock } from './clock'

/** Parameters of {@link createTtlCache}. */
export type CreateTtlCacheParameters = {
  /** How long an entry lives, in milliseconds. */
  ttlMs: number
  /** Optional cap; the oldest entry is dropped when a new key would exceed it. */
  maxEntries?: number | undefined
  clock?: Pick<Clock, 'now'> | undefined
}

/** A cache whose entries expire `ttlMs` after they were set. */
export type TtlCache<K, V> = {
  get(key: K): V | undefined
  has(key: K): boolean
  /** Stores `value` for `ttlMs` (defaults to the cache's), replacing any entry under `key`. */
  set(key: K, value: V, ttlMs?: number): void
  delete(key: K): void
  clear(): void
  /** Number of live entries. */
  size(): number
}

/**
 * Creates a TTL cache (SPEC §9: 'Cache: portfolio and native balance 30 s; name and identity
 * 5 min'). Expired entries are never returned and are removed when read.
 *
 * @example
 * const identities = createTtlCache<string, Identity>({ ttlMs: IDENTITY_CACHE_TTL_MS, clock })
 */
export function createTtlCache<K, V>(parameters: CreateTtlCacheParameters): TtlCache<K, V> {
  const { ttlMs, maxEntries, clock = systemClock } = parameters
  const entries = new Map<K, { value: V; expiresAt: number }>()
  const live = (key: K) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (clock.now() >= entry.expiresAt) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  return {
    get: (key) => live(key)?.value,
    has: (key) => live(key) !== undefined,
    set(key, value, entryTtlMs = ttlMs) {
      entries.delete(key)
      if (maxEntries !== undefined && entries.size >= maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(key, { value, expiresAt: clock.now() + entryTtlMs })
    },
    delete: (key) => {
      entries.delete(key)
    },
    clear: () => entries.clear(),
    size() {
      for (const key of [...entries.keys()]) live(key)
      return entries.size
    },
  }
}
