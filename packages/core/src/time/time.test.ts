import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_REPORTS_MAX } from '../constants/limitConstants'
import {
  EMAIL_LOGIN_COOLDOWN_MS,
  ERROR_REPORTS_WINDOW_MS,
  IDENTITY_CACHE_TTL_MS,
  PORTFOLIO_CACHE_TTL_MS,
} from '../constants/timeConstants'
import { CooldownActiveError, RateLimitedError } from '../errors/throttleErrors'
import { AbortedError } from '../errors/transportErrors'
import { type Clock, systemClock, systemTimers } from './clock'
import { createCooldown } from './createCooldown'
import { createRateLimiter } from './createRateLimiter'
import { createTtlCache } from './createTtlCache'
import { sleep } from './sleep'

function manualClock(start = 1_000_000): Pick<Clock, 'now'> & { advance(ms: number): void } {
  let now = start
  return { now: () => now, advance: (ms) => (now += ms) }
}

describe('createCooldown', () => {
  it("'A new login e-mail may not be triggered within 30 s of the last: 'Please try again after {n} seconds' (n remaining, rounded up)'", () => {
    const clock = manualClock()
    const cooldown = createCooldown({ durationMs: EMAIL_LOGIN_COOLDOWN_MS, clock })
    cooldown.assertReady()
    cooldown.start()
    clock.advance(100)
    expect(() => cooldown.assertReady()).toThrow('Please try again after 30 seconds')
    clock.advance(17_500)
    expect(() => cooldown.assertReady()).toThrow('Please try again after 13 seconds')
    expect(() => cooldown.assertReady()).toThrow(CooldownActiveError)
    clock.advance(12_399)
    expect(() => cooldown.assertReady()).toThrow('Please try again after 1 seconds')
    clock.advance(1)
    expect(cooldown.remainingMs()).toBe(0)
    expect(() => cooldown.assertReady()).not.toThrow()
  })

  it('reset ends the cooldown; a fresh one is ready', () => {
    const clock = manualClock()
    const cooldown = createCooldown({ durationMs: 30_000, clock })
    expect(cooldown.remainingMs()).toBe(0)
    cooldown.start()
    expect(cooldown.remainingMs()).toBe(30_000)
    cooldown.reset()
    expect(cooldown.remainingMs()).toBe(0)
  })
})

describe('createRateLimiter', () => {
  it("'Error reports rate limited: max 5 per 60 s'", () => {
    const clock = manualClock()
    const limiter = createRateLimiter({
      limit: ERROR_REPORTS_MAX,
      windowMs: ERROR_REPORTS_WINDOW_MS,
      clock,
    })
    for (let i = 0; i < 5; i++) {
      expect(limiter.tryAcquire()).toBe(true)
      clock.advance(1_000)
    }
    expect(limiter.tryAcquire()).toBe(false)
    expect(limiter.retryAfterMs()).toBe(55_000)
    expect(() => limiter.acquire()).toThrow(RateLimitedError)
    clock.advance(54_999)
    expect(limiter.tryAcquire()).toBe(false)
    clock.advance(1)
    expect(limiter.retryAfterMs()).toBe(0)
    expect(limiter.tryAcquire()).toBe(true)
    expect(limiter.tryAcquire()).toBe(false)
    clock.advance(1_000)
    expect(() => limiter.acquire()).not.toThrow()
  })
})

describe('createTtlCache', () => {
  it("'portfolio and native balance 30 s': entries expire after 30 s", () => {
    const clock = manualClock()
    const cache = createTtlCache<string, string>({ ttlMs: PORTFOLIO_CACHE_TTL_MS, clock })
    cache.set('eip155:1:0xabc', '1.5')
    clock.advance(29_999)
    expect(cache.get('eip155:1:0xabc')).toBe('1.5')
    expect(cache.has('eip155:1:0xabc')).toBe(true)
    clock.advance(1)
    expect(cache.get('eip155:1:0xabc')).toBeUndefined()
    expect(cache.has('eip155:1:0xabc')).toBe(false)
  })

  it("'name and identity 5 min': entries expire after 5 min; set refreshes", () => {
    const clock = manualClock()
    const cache = createTtlCache<string, { name: string }>({ ttlMs: IDENTITY_CACHE_TTL_MS, clock })
    cache.set('0xabc', { name: 'alice' })
    clock.advance(4 * 60_000)
    cache.set('0xabc', { name: 'alice2' })
    clock.advance(4 * 60_000)
    expect(cache.get('0xabc')).toEqual({ name: 'alice2' })
    clock.advance(60_000)
    expect(cache.get('0xabc')).toBeUndefined()
  })

  it('an entry may carry its own TTL (an API response cached for the time its route allows)', () => {
    const clock = manualClock()
    const cache = createTtlCache<string, string>({ ttlMs: PORTFOLIO_CACHE_TTL_MS, clock })
    cache.set('identity', 'alice', IDENTITY_CACHE_TTL_MS)
    cache.set('balance', '1.5')
    clock.advance(PORTFOLIO_CACHE_TTL_MS)
    expect(cache.get('balance')).toBeUndefined()
    expect(cache.get('identity')).toBe('alice')
    clock.advance(IDENTITY_CACHE_TTL_MS - PORTFOLIO_CACHE_TTL_MS)
    expect(cache.get('identity')).toBeUndefined()
  })

  it('drops the oldest entry past maxEntries; delete, clear and size', () => {
    const clock = manualClock()
    const cache = createTtlCache<string, number>({ ttlMs: 1_000, maxEntries: 2, clock })
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size()).toBe(2)
    cache.delete('b')
    expect(cache.size()).toBe(1)
    clock.advance(1_000)
    expect(cache.size()).toBe(0)
    cache.set('d', 4)
    cache.clear()
    expect(cache.get('d')).toBeUndefined()
  })
})

describe('sleep', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves after the given time with the system timers', async () => {
    let done = false
    const wait = sleep(150).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(149)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await wait
    expect(done).toBe(true)
  })

  it("rejects with 'Request was aborted' when the signal fires during the wait", async () => {
    const controller = new AbortController()
    const wait = sleep(10_000, { signal: controller.signal, timers: systemTimers })
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await expect(wait).rejects.toThrow('Request was aborted')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects at once for an already-aborted signal', async () => {
    await expect(sleep(1, { signal: AbortSignal.abort() })).rejects.toThrow(AbortedError)
  })

  it('systemClock reads the (faked) current time and runs the (faked) global timers', async () => {
    vi.setSystemTime(12_345)
    expect(systemClock.now()).toBe(12_345)
    const fired: string[] = []
    systemClock.setTimeout(() => fired.push('kept'), 10)
    systemClock.clearTimeout(systemClock.setTimeout(() => fired.push('cleared'), 10))
    await vi.advanceTimersByTimeAsync(10)
    expect(fired).toEqual(['kept'])
    expect(systemTimers).toBe(systemClock)
  })
})
