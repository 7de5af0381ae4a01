import { BALANCE_DECIMALS } from '../constants/limitConstants'
import { BigDecimal, toBigDecimal } from './bigDecimal'

/**
 * Formats a balance truncated (rounded down) to 3 decimals, with an optional symbol
 * (SPEC §5: 'Balance shown truncated to 3 decimals ('0.000' when zero)'). Zero, values that
 * truncate to zero and unparseable values show '0.000'.
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance('0.0004') // '0.000'
 */
export function formatBalance(balance: string | bigint | undefined, symbol?: string): string {
  const value = toBigDecimal(balance)
  const truncated = value?.round(BALANCE_DECIMALS, BigDecimal.roundDown)
  const text = truncated && !truncated.eq(0) ? truncated.toFixed() : '0.000'
  return symbol ? `${text} ${symbol}` : text
}
