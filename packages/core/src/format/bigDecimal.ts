import type { Big, BigSource } from 'big.js'
import BigJs from 'big.js'
import { BIG_NUMBER_DECIMAL_PLACES } from '../constants/limitConstants'

/**
 * A private big.js constructor configured per SPEC §9 ('big-number default 20 places, round half
 * up'). It is separate from the global `Big`, so the host app's settings are untouched.
 */
export const BigDecimal = BigJs()
BigDecimal.DP = BIG_NUMBER_DECIMAL_PLACES
BigDecimal.RM = BigJs.roundHalfUp

/**
 * Parses a decimal amount (string, number or bigint) into an exact decimal, or returns undefined
 * for values that are not finite decimals. Never goes through a float for strings and bigints.
 *
 * @example
 * toBigDecimal('0.1')?.plus('0.2').toString() // '0.3'
 */
export function toBigDecimal(value: BigSource | bigint | null | undefined): Big | undefined {
  if (value === null || value === undefined) return undefined
  try {
    const source = typeof value === 'bigint' ? value.toString() : value
    if (typeof source === 'string' && source.trim() === '') return undefined
    return new BigDecimal(typeof source === 'string' ? source.trim() : source)
  } catch {
    return undefined
  }
}

/**
 * Divides with 20 decimal places, rounding half up (SPEC §9 'big-number default 20 places').
 *
 * @example
 * divideBigNumbers('2', '3') // '0.66666666666666666667'
 */
export function divideBigNumbers(dividend: BigSource, divisor: BigSource): string {
  return new BigDecimal(dividend).div(divisor).toFixed()
}
