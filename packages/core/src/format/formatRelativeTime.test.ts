import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTimeParts } from './formatRelativeTime'

const now = Date.UTC(2026, 0, 1)
const s = 1_000
const min = 60 * s
const h = 60 * min
const d = 24 * h
const ago = (ms: number) => formatRelativeTime(now - ms, now)

describe('formatRelativeTime', () => {
  it("'seconds up to 44'", () => {
    expect(ago(0)).toBe('0 sec')
    expect(ago(44 * s)).toBe('44 sec')
  })

  it("'a minute up to 89' (seconds), labels like '1 min'", () => {
    expect(ago(45 * s)).toBe('1 min')
    expect(ago(89 * s)).toBe('1 min')
    expect(ago(90 * s)).toBe('2 min')
    expect(ago(44 * min)).toBe('44 min')
  })

  it("'hours up to 21', labels like '2 hrs'", () => {
    expect(ago(45 * min)).toBe('1 hr')
    expect(ago(89 * min)).toBe('1 hr')
    expect(ago(2 * h)).toBe('2 hrs')
    expect(ago(21 * h)).toBe('21 hrs')
    expect(ago(22 * h)).toBe('1 d')
  })

  it("'days up to 25'", () => {
    expect(ago(36 * h)).toBe('2 d')
    expect(ago(25 * d)).toBe('25 d')
    expect(ago(26 * d)).toBe('1 mo')
  })

  it("'months up to 10', then years", () => {
    expect(ago(60 * d)).toBe('2 mo')
    expect(ago(300 * d)).toBe('10 mo')
    expect(ago(330 * d)).toBe('1 yr')
    expect(ago(3 * 365 * d)).toBe('3 yr')
  })

  it('works for future dates and Date objects', () => {
    expect(formatRelativeTime(new Date(now + 2 * h), new Date(now))).toBe('2 hrs')
  })

  it('gives the amount and unit for Intl.RelativeTimeFormat, a label row counting as one of the next unit', () => {
    const parts = (ms: number) => {
      const { value, unit } = relativeTimeParts(now - ms, now)
      return [value, unit]
    }
    expect(parts(30 * s)).toEqual([30, 'second'])
    expect(parts(60 * s)).toEqual([1, 'minute'])
    expect(parts(2 * h)).toEqual([2, 'hour'])
    expect(parts(22 * h)).toEqual([1, 'day'])
    expect(parts(60 * d)).toEqual([2, 'month'])
    expect(parts(800 * d)).toEqual([2, 'year'])
  })
})
