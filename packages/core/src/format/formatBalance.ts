import { BALANCE_DECIMALS } from '../constants/limitConstants'

// A decimal number as Big.js reads one: optional minus, digits with an optional point, an
// optional exponent. Exponents beyond ±1000 are refused rather than written out.
const decimalPattern = /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i

/** The sign, whole digits and fraction digits of a decimal string, or undefined. */
function toDecimalParts(
  value: string,
): { negative: boolean; whole: string; fraction: string } | undefined {
  const match = decimalPattern.exec(value.trim())
  if (!match) return undefined
  const [, sign, integer = '', decimals = '', exponent = '0'] = match
  if (!integer && !decimals) return undefined
  const shift = Number(exponent)
  if (Math.abs(shift) > 1000) return undefined
  let digits = integer + decimals
  let point = integer.length + shift
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length)
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0'
  return { negative: sign === '-', whole, fraction: digits.slice(point) }
}

/**
 * Formats a balance truncated (rounded down) to 3 decimals, with an optional symbol
 * (SPEC §5: 'Balance shown truncated to 3 decimals ('0.000' when zero)'). Zero, values that
 * truncate to zero and unparseable values show '0.000'. Exact on decimal strings (no floating
 * point, no big-number library: it runs in the account button of the first load).
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance('0.0004') // '0.000'
 */
export function formatBalance(balance: string | bigint | undefined, symbol?: string): string {
  const parts = toDecimalParts(typeof balance === 'bigint' ? balance.toString() : (balance ?? ''))
  const fraction = parts?.fraction.slice(0, BALANCE_DECIMALS).replace(/0+$/, '') ?? ''
  const zero = !parts || (parts.whole === '0' && fraction === '')
  const text = zero
    ? '0.000'
    : `${parts.negative ? '-' : ''}${parts.whole}${fraction ? `.${fraction}` : ''}`
  return symbol ? `${text} ${symbol}` : text
}
