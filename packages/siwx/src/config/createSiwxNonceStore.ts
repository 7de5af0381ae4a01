import { generateNonce } from '../message/generateNonce'

/** Issues nonces and accepts each one once (a server-backed source can implement the same). */
export type SiwxNonceSource = {
  /** A fresh nonce for the next message. */
  issue(): Promise<string>
  /** True the first time an issued, unexpired nonce is presented; false for any other. */
  consume(nonce: string): Promise<boolean>
}

/** Parameters of {@link createSiwxNonceStore}. */
export type CreateSiwxNonceStoreParameters = {
  /** How long an issued nonce stays usable. Default 10 minutes. */
  lifetimeMs?: number | undefined
  /** Epoch milliseconds now; default `Date.now`. */
  now?: (() => number) | undefined
  /** At most this many outstanding nonces are kept (oldest dropped). Default 100. */
  maxOutstanding?: number | undefined
}

/**
 * Single-use nonces in memory, from {@link generateNonce} (crypto.getRandomValues, 95 bits):
 * a nonce is accepted once, within its lifetime, and only if this store issued it, so a
 * replayed message is refused.
 *
 * @example
 * const nonces = createSiwxNonceStore()
 * const nonce = await nonces.issue()
 * await nonces.consume(nonce) // true
 * await nonces.consume(nonce) // false
 */
export function createSiwxNonceStore(
  parameters: CreateSiwxNonceStoreParameters = {},
): SiwxNonceSource {
  const { lifetimeMs = 600_000, now = Date.now, maxOutstanding = 100 } = parameters
  const outstanding = new Map<string, number>()
  return {
    async issue() {
      const nonce = generateNonce()
      outstanding.set(nonce, now() + lifetimeMs)
      while (outstanding.size > maxOutstanding) {
        const oldest = outstanding.keys().next().value
        if (oldest === undefined) break
        outstanding.delete(oldest)
      }
      return nonce
    },
    async consume(nonce) {
      const expiresAt = outstanding.get(nonce)
      outstanding.delete(nonce)
      return expiresAt !== undefined && now() < expiresAt
    },
  }
}
