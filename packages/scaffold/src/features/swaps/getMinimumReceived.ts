import { formatUnits, parseUnits } from '@appkit/core'

/**
 * The least the swap may pay out: the quoted `amount` (a decimal string of a token with
 * `decimals`) less `slippage` percent, rounded down in base units as the swap contract bounds it.
 *
 * @example
 * getMinimumReceived('3000', 6, 1) // '2970'
 */
export function getMinimumReceived(amount: string, decimals: number, slippage: number): string {
  const units = parseUnits(amount, decimals)
  const kept = BigInt(Math.round((100 - slippage) * 100))
  return formatUnits((units * kept) / 10_000n, decimals)
}
