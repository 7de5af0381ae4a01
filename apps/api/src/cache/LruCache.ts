/**
 * A map that holds at most `limit` entries and drops the least recently used one to make room,
 * so keys a client chooses (unknown project ids, order ids) cannot grow memory without bound.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #limit: number

  constructor(limit: number) {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be at least 1')
    this.#limit = limit
  }

  get size(): number {
    return this.#entries.size
  }

  /** The value of `key` (now the most recently used), or undefined. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as V
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.#limit) {
      const oldest = this.#entries.keys().next().value as K
      this.#entries.delete(oldest)
    }
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }
}
