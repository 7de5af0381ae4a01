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
