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

// The three HTTP-date forms a recipient must accept (RFC 9110 §5.6.7), all in GMT.
const IMF_FIXDATE = /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/
const RFC_850_DATE = /^[A-Za-z]{6,9}, \d{2}-[A-Za-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$/
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/

// Date.parse reads all three forms, but asctime carries no zone (it is GMT by definition, not
// local time), and Date.parse alone also accepts loose text such as '-5' as a year: only the
// three exact forms reach it.
function parseHttpDate(text: string): number {
  if (IMF_FIXDATE.test(text) || RFC_850_DATE.test(text)) return Date.parse(text)
  if (ASCTIME_DATE.test(text)) return Date.parse(`${text} GMT`)
  return Number.NaN
}

/**
 * Reads a Retry-After header (RFC 9110): delay-seconds (digits only) or an HTTP-date in any of
 * its three forms (IMF-fixdate, RFC 850, asctime). Returns the wait in ms capped at
 * `maxDelayMs`, or undefined when the value is missing, invalid, negative or not in the
 * future, so the caller falls back to backoff (never NaN or 0).
 *
 * @example
 * parseRetryAfter('1', Date.now()) // 1000
 * parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 36)) // 1000
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number,
  maxDelayMs: number = RPC_RETRY_MAX_DELAY_MS,
): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  const delay = /^\d+$/.test(text) ? Number(text) * 1000 : parseHttpDate(text) - now
  if (!Number.isFinite(delay) || delay <= 0) return undefined
  return Math.min(delay, maxDelayMs)
}
