import {
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_MAX_DELAY_MS,
  RPC_RETRY_STATUSES,
} from '../constants/limitConstants'

const retryStatuses: ReadonlySet<number> = new Set(RPC_RETRY_STATUSES)

/** SPEC §7: 'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504'. */
export function isRetryableHttpStatus(status: number): boolean {
  return retryStatuses.has(status)
}

// Transient JSON-RPC error codes answered with HTTP 200: internal error, limit exceeded,
// a generic -1, and 429 as a JSON-RPC code (HOSTILE §B, §C).
const retryRpcCodes: ReadonlySet<number> = new Set([-32603, -32005, -1, 429])

/** True for JSON-RPC error codes that mean "try again": -32603, -32005, -1 and 429. */
export function isRetryableRpcCode(code: number): boolean {
  return retryRpcCodes.has(code)
}

/**
 * Methods that broadcast a transaction. A retry could send it twice, so they are never retried.
 */
export const BROADCAST_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
  'eth_sendPrivateTransaction',
  'eth_sendBundle',
  'eth_sendUserOperation',
  'wallet_sendCalls',
  'wallet_sendTransaction',
  'sendTransaction',
  'solana_signAndSendTransaction',
  'solana_signAndSendAllTransactions',
  'solana_sendTransaction',
])

/** True when retrying `method` could broadcast a transaction twice. */
export function isBroadcastMethod(method: string): boolean {
  return BROADCAST_METHODS.has(method)
}

/**
 * The backoff before retry number `retry` (0-based): 150 ms doubling (SPEC §7 'base delay 150 ms
 * doubling'), capped at `maxDelayMs`.
 */
export function getBackoffDelay(
  retry: number,
  baseDelayMs: number = RPC_RETRY_BASE_DELAY_MS,
  maxDelayMs: number = RPC_RETRY_MAX_DELAY_MS,
): number {
  return Math.min(baseDelayMs * 2 ** retry, maxDelayMs)
}

/**
 * Reads a Retry-After header (RFC 9110): delay-seconds (digits only) or an HTTP-date. Returns
 * the wait in ms capped at `maxDelayMs`, or undefined when the value is missing, invalid,
 * negative or not in the future, so the caller falls back to backoff (never NaN or 0).
 *
 * @example
 * parseRetryAfter('1', Date.now()) // 1000
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number,
  maxDelayMs: number = RPC_RETRY_MAX_DELAY_MS,
): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  let delay: number
  if (/^\d+$/.test(text)) delay = Number(text) * 1000
  else if (/^[A-Za-z]{3}, /.test(text)) delay = Date.parse(text) - now
  else return undefined
  if (!Number.isFinite(delay) || delay <= 0) return undefined
  return Math.min(delay, maxDelayMs)
}
