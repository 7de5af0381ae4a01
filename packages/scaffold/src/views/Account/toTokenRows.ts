import { type ApiTokenBalance, formatBalance, formatTokenValue } from '@appkit/core/internal'
import type { TokenRowProps } from '@appkit/ui'
import type { Translate } from '../../i18n/translate'

/** One row of the Tokens tab: its key and what TokenRow shows. */
export type TokenRowItem = TokenRowProps & { key: string }

/**
 * The Tokens tab rows of core's token balances (already without zero-decimal tokens, SPEC §5):
 * the quantity truncated to 3 decimals and the fiat value with 2 decimals, en-US (SPEC §5
 * 'token value 2 decimals'); no value when the API gave none.
 *
 * @example
 * toTokenRows(core.balance.tokenBalances, t) // [{ name: 'DevUSDC', quantity: '12.345', value: '$12.34', ... }]
 */
export function toTokenRows(balances: readonly ApiTokenBalance[], t: Translate): TokenRowItem[] {
  return balances.map((balance) => ({
    key: `${balance.chainId}:${balance.address ?? balance.symbol}`,
    name: balance.name,
    symbol: balance.symbol,
    quantity: formatBalance(balance.quantity.numeric),
    value:
      balance.value === undefined
        ? undefined
        : t('accountTabs.tokenValue', { value: formatTokenValue(String(balance.value)) }),
    iconUrl: balance.iconUrl || undefined,
  }))
}
