import { PAIRING_EXPIRY_THRESHOLD_MS, PAIRING_LIFETIME_MS } from '../../constants/timeConstants'

/** SPEC §5 'A pairing is expired when under 10 s remain'. */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now < PAIRING_EXPIRY_THRESHOLD_MS
}

/**
 * When a pairing shown at `shownAt` expires: the pairing lifetime of SPEC §9 (4 minutes), or
 * earlier when the `wc:` URI's own `expiryTimestamp` (seconds) says so.
 *
 * @example
 * getPairingExpiry('wc:abc@2?expiryTimestamp=1700000300&…', 1_700_000_000_000) // 1_700_000_240_000
 */
export function getPairingExpiry(uri: string, shownAt: number): number {
  const lifetimeEnd = shownAt + PAIRING_LIFETIME_MS
  const query = uri.slice(uri.indexOf('?') + 1)
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  if (!uri.includes('?') || !Number.isFinite(seconds) || seconds <= 0) return lifetimeEnd
  return Math.min(lifetimeEnd, seconds * 1000)
}

/** Milliseconds until a pairing expiring at `expiresAt` counts as expired (0 when it already does). */
export function getPairingRefreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - PAIRING_EXPIRY_THRESHOLD_MS - now)
}
