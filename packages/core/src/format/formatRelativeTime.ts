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

/** A unit of a relative time, as `Intl.RelativeTimeFormat` names it. */
export type RelativeTimeUnit = keyof typeof unitMs

const units = Object.keys(unitMs) as RelativeTimeUnit[]

/** A relative time as an amount of a unit (the amount is never negative). */
export type RelativeTimeParts = { value: number; unit: RelativeTimeUnit; label: string }

/**
 * The amount and unit of the time between `date` and `now`, chosen with the SPEC §9 thresholds:
 * 'seconds up to 44, a minute up to 89, hours up to 21, days up to 25, months up to 10'. Amounts
 * are rounded; `label` is SPEC's short English form ('1 min', '2 hrs'). A view formats `value`
 * and `unit` in the visitor's language with `Intl.RelativeTimeFormat`.
 *
 * @example
 * relativeTimeParts(now - 2 * 3_600_000, now) // { value: 2, unit: 'hour', label: '2 hrs' }
 */
export function relativeTimeParts(date: Date | number, now: Date | number): RelativeTimeParts {
  const diff = Math.abs(Number(now) - Number(date))
  let amount = 0
  let unit: RelativeTimeUnit = 'second'
  let previousLabel: string | undefined
  for (const threshold of RELATIVE_TIME_THRESHOLDS) {
    if ('unit' in threshold) {
      unit = threshold.unit
      amount = Math.round(diff / unitMs[unit])
    }
    if (!('upTo' in threshold) || amount <= threshold.upTo) {
      if ('unit' in threshold) {
        // '1 minutes' reads '1 min' from the row before (as '0 sec' stays in seconds).
        const label = amount <= 1 && previousLabel ? previousLabel : threshold.label
        return { value: amount, unit, label: label.replace('%d', String(amount)) }
      }
      // A row without a unit is one of the next unit ('a minute up to 89' seconds).
      const next = units[units.indexOf(unit) + 1] ?? unit
      return { value: 1, unit: next, label: threshold.label }
    }
    previousLabel = threshold.label
  }
  /* v8 ignore next */
  return { value: amount, unit, label: '' }
}

/**
 * A short relative time in SPEC §9's English labels ('44 sec', '1 min', '2 hrs', '3 d', '1 mo',
 * '2 yr'); the direction is not shown.
 *
 * @example
 * formatRelativeTime(now - 2 * 3_600_000, now) // '2 hrs'
 */
export function formatRelativeTime(date: Date | number, now: Date | number): string {
  return relativeTimeParts(date, now).label
}
