const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|([+-])(\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Parses an RFC 3339 date-time (EIP-4361 `issued-at`, `expiration-time`, `not-before`) to epoch
 * milliseconds, or returns undefined when it is not one or names a day that does not exist
 * (`2022-02-31`, which `Date.parse` would silently roll over to March). Leap seconds (`:60`)
 * are refused: an invalid date is a refusal, never a pass.
 *
 * @example
 * parseRfc3339DateTime('2021-09-30T16:25:24-02:00') // 1633026324000
 * parseRfc3339DateTime('2022-02-31T17:09:38.578Z') // undefined
 */
export function parseRfc3339DateTime(value: string): number | undefined {
  if (value.length > 40) return undefined
  const match = dateTime.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  if (match[8] !== 'Z' && (Number(match[10]) > 23 || Number(match[11]) > 59)) return undefined
  const time = Date.parse(value)
  return Number.isFinite(time) ? time : undefined
}
