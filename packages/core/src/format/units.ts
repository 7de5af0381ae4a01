/**
 * Formats an integer amount of base units as a decimal string, exactly (bigint, no floats).
 *
 * @example
 * formatUnits(1_500_000n, 6) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`Invalid decimals: ${decimals}`)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

const decimalPattern = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * Parses a decimal string into an integer amount of base units (bigint). Extra fraction digits
 * beyond `decimals` are rounded half up.
 *
 * @throws {RangeError} when the string is not a plain decimal number
 * @example
 * parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`Invalid decimals: ${decimals}`)
  const match = decimalPattern.exec(value.trim())
  const [, sign = '', integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) {
    throw new RangeError(`Invalid decimal number: ${value}`)
  }
  let units = BigInt(`${integer || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  const firstDropped = fraction[decimals]
  if (firstDropped !== undefined && firstDropped >= '5') units += 1n
  return sign === '-' ? -units : units
}
