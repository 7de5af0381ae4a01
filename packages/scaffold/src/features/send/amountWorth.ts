import { type ApiTokenBalance, formatTokenValue, toBigDecimal } from '@appkit/core/internal'

/**
 * What `amount` of `token` is worth at the API's price, formatted as the Tokens tab formats a
 * value (2 decimals, SPEC §5), or undefined when there is nothing to show: no token, no amount,
 * or a token the API gives no fiat value for (a testnet's, or one without a price).
 *
 * @example
 * amountWorth('1.5', { price: 2.5, value: 10 }) // '3.75'
 */
export function amountWorth(
  amount: string,
  token: Pick<ApiTokenBalance, 'price' | 'value'> | undefined,
): string | undefined {
  if (!token || token.value === undefined || !(token.price > 0)) return undefined
  const exact = toBigDecimal(amount)
  if (!exact || exact.lte(0)) return undefined
  return formatTokenValue(exact.times(token.price).toString())
}
