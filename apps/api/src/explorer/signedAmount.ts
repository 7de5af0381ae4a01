import { formatUnits } from 'viem'

/** A balance change with its sign and unit, e.g. '+0.5 SOL' or '-1 USDC'. */
export function signedAmount(delta: bigint, decimals: number, unit: string): string {
  const sign = delta < 0n ? '-' : '+'
  return `${sign}${formatUnits(delta < 0n ? -delta : delta, decimals)} ${unit}`
}

/** An amount with its unit and no sign, e.g. '0.000005 SOL'. */
export function unsignedAmount(value: bigint, decimals: number, unit: string): string {
  return `${formatUnits(value, decimals)} ${unit}`
}
