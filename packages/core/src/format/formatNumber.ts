import {
  NUMBER_FORMAT_DECIMALS,
  NUMBER_FORMAT_LOCALE,
  TOKEN_VALUE_DECIMALS,
  TRANSACTION_AMOUNT_DECIMALS,
} from '../constants/limitConstants'
import { BigDecimal, toBigDecimal } from './bigDecimal'

type Decimal = string | bigint | undefined

/**
 * Formats an amount in en-US with exactly `decimals` fraction digits (SPEC §9 'Number formatting
 * 2 decimals en-US'). The value is passed to Intl as an exact decimal string, never a float.
 * Unparseable values format as zero.
 *
 * @example
 * formatNumberToLocalString('1234.5') // '1,234.50'
 */
export function formatNumberToLocalString(
  value: Decimal,
  decimals: number = NUMBER_FORMAT_DECIMALS,
): string {
  const exact = (toBigDecimal(value) ?? new BigDecimal(0)).toFixed(decimals)
  return new Intl.NumberFormat(NUMBER_FORMAT_LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(exact as Intl.StringNumericLiteral)
}

/**
 * Formats a token's fiat value with 2 decimals, en-US (SPEC §5 'token value 2 decimals').
 *
 * @example
 * formatTokenValue('1999.999') // '2,000.00'
 */
export function formatTokenValue(value: Decimal): string {
  return formatNumberToLocalString(value, TOKEN_VALUE_DECIMALS)
}

/**
 * Formats a transaction amount with 3 decimals, rounding half up (SPEC §5 'transaction amounts 3
 * decimals'). Returns undefined when there is no amount.
 *
 * @example
 * formatTransactionAmount('0.12345') // '0.123'
 */
export function formatTransactionAmount(value: Decimal): string | undefined {
  const amount = toBigDecimal(value)
  return amount?.toFixed(TRANSACTION_AMOUNT_DECIMALS, BigDecimal.roundHalfUp)
}
