import { describe, expect, it } from 'vitest'
import {
  getBackoffDelay,
  isBroadcastMethod,
  isRetryableHttpStatus,
  isRetryableRpcCode,
  parseRetryAfter,
} from './retryPolicy'

const now = Date.UTC(2026, 0, 1, 12, 0, 0)

describe('retry policy', () => {
  it("'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504' and no others", () => {
    const retried = Array.from({ length: 500 }, (_, i) => i + 100).filter(isRetryableHttpStatus)
    expect(retried).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })

  it('JSON-RPC codes -32603, -32005, -1 and 429 are transient; -32601, -32602 and 4001 are not', () => {
    expect([-32603, -32005, -1, 429].every(isRetryableRpcCode)).toBe(true)
    expect([-32601, -32602, 4001, -32000].some(isRetryableRpcCode)).toBe(false)
  })

  it("'base delay 150 ms doubling', capped", () => {
    expect([0, 1, 2, 3].map((retry) => getBackoffDelay(retry))).toEqual([150, 300, 600, 1200])
    expect(getBackoffDelay(20)).toBe(30_000)
    expect(getBackoffDelay(2, 100, 250)).toBe(250)
  })

  it("'honouring Retry-After': seconds or HTTP-date, capped at 30 s, invalid values give undefined (backoff)", () => {
    expect(parseRetryAfter('1', now)).toBe(1_000)
    expect(parseRetryAfter(' 7 ', now)).toBe(7_000)
    expect(parseRetryAfter(new Date(now + 4_000).toUTCString(), now)).toBe(4_000)
    expect(parseRetryAfter('86400', now)).toBe(30_000)
    expect(parseRetryAfter('5', now, 2_000)).toBe(2_000)
    for (const invalid of ['-5', '0', '1.5', 'soon', '', null, undefined, 'Thu, 99 Foo 2026 x']) {
      expect(parseRetryAfter(invalid, now)).toBeUndefined()
    }
    expect(parseRetryAfter(new Date(now - 1_000).toUTCString(), now)).toBeUndefined()
  })

  it("'honouring Retry-After' as an HTTP-date in each RFC 9110 form: IMF-fixdate, RFC 850 and asctime, read as GMT", () => {
    // Sun, 06 Nov 1994 08:49:37 GMT, the example date of RFC 9110.
    const date = Date.UTC(1994, 10, 6, 8, 49, 37)
    const before = date - 3_000
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', before)).toBe(3_000)
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', before)).toBe(3_000)
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', before)).toBe(3_000)
    // Each form is capped like delay-seconds, and a past date falls back to backoff.
    for (const form of [
      'Sun, 06 Nov 1994 08:49:37 GMT',
      'Sunday, 06-Nov-94 08:49:37 GMT',
      'Sun Nov  6 08:49:37 1994',
    ]) {
      expect(parseRetryAfter(form, date - 3_600_000)).toBe(30_000)
      expect(parseRetryAfter(form, date)).toBeUndefined()
      expect(parseRetryAfter(form, date + 1)).toBeUndefined()
    }
  })

  it("'Retry-After' 86400 is capped at 30 s and -5 falls back to backoff: never NaN or 0", () => {
    expect(parseRetryAfter('86400', now)).toBe(30_000)
    expect(parseRetryAfter('-5', now)).toBeUndefined()
    // Loose text Date.parse would read as a year is not an HTTP-date.
    for (const loose of [
      '2099-01-01',
      'Nov 6 1994',
      'Sun, 06 Nov 1994',
      '06-Nov-94 08:49:37 GMT',
    ]) {
      expect(parseRetryAfter(loose, now)).toBeUndefined()
    }
    for (const value of ['86400', '-5', '0', 'x', 'Sun, 06 Nov 1994 08:49:37 GMT']) {
      const delay = parseRetryAfter(value, now)
      expect(delay === undefined || (delay > 0 && Number.isFinite(delay))).toBe(true)
    }
  })

  it('methods that broadcast are recognised; reads are not', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sendRawTransaction',
      'wallet_sendCalls',
      'eth_sendUserOperation',
      'solana_signAndSendTransaction',
      'sendTransaction',
    ]) {
      expect(isBroadcastMethod(method)).toBe(true)
    }
    expect(isBroadcastMethod('eth_call')).toBe(false)
    expect(isBroadcastMethod('eth_getTransactionReceipt')).toBe(false)
  })
})
