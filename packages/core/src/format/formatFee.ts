import { FEE_SIGNIFICANT_DIGITS } from '../constants/limitConstants'

const decimalPattern = /^(\d+)(?:\.(\d+))?$/

/**
 * A network fee (a decimal string in the native unit) as the send form shows it: up to
 * {@link FEE_SIGNIFICANT_DIGITS} significant digits, rounded UP beyond them so the fee shown is
 * never less than the fee paid, trailing zeros dropped. Exact (no floating point). Anything that
 * is not a plain decimal comes back unchanged.
 *
 * @example
 * formatFee('0.015612345678') // '0.01562' (a Polkadot fee of 12 decimals)
 * formatFee('0.00000141') // '0.00000141'
 * formatFee('12.34567') // '12.35'
 */
export function formatFee(fee: string): string {
  const match = decimalPattern.exec(fee.trim())
  if (!match) return fee
  const [, whole = '0', fraction = ''] = match
  const integerDigits = whole.replace(/^0+/, '').length
  const leadingZeros = integerDigits > 0 ? 0 : fraction.length - fraction.replace(/^0+/, '').length
  const kept =
    integerDigits > 0
      ? Math.max(0, FEE_SIGNIFICANT_DIGITS - integerDigits)
      : leadingZeros + FEE_SIGNIFICANT_DIGITS
  const scaled = BigInt(whole + fraction)
  const dropped = 10n ** BigInt(Math.max(0, fraction.length - kept))
  const rounded = ((scaled + dropped - 1n) / dropped).toString()
  const places = Math.min(kept, fraction.length)
  const digits = rounded.padStart(places + 1, '0')
  const integer = digits.slice(0, digits.length - places)
  const decimals = digits.slice(digits.length - places).replace(/0+$/, '')
  return decimals ? `${integer}.${decimals}` : integer
}
