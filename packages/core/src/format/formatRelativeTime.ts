import { RELATIVE_TIME_THRESHOLDS } from '../constants/limitConstants'

const unitMs = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  // Average Gregorian month and year.
  month: 2_629_746_000,
  year: 31_556_952_000,
} as const

/**
 * A short relative time ('44 sec', '1 min', '2 hrs', '3 d', '1 mo', '2 yr') between `date` and
 * `now`, with the SPEC §9 thresholds: 'seconds up to 44, a minute up to 89, hours up to 21,
 * days up to 25, months up to 10'. Amounts are rounded; the direction is not shown.
 *
 * @example
 * formatRelativeTime(now - 2 * 3_600_000, now) // '2 hrs'
 */
export function formatRelativeTime(date: Date | number, now: Date | number): string {
  const diff = Math.abs(Number(now) - Number(date))
  let amount = 0
  let previousLabel: string | undefined
  for (const threshold of RELATIVE_TIME_THRESHOLDS) {
    if ('unit' in threshold) amount = Math.round(diff / unitMs[threshold.unit])
    if (!('upTo' in threshold) || amount <= threshold.upTo) {
      // '1 minutes' reads '1 min' from the row before (as '0 sec' stays in seconds).
      const label = amount <= 1 && previousLabel ? previousLabel : threshold.label
      return label.replace('%d', String(amount))
    }
    previousLabel = threshold.label
  }
  /* v8 ignore next */
  return ''
}
