import { parseUnits } from '@appkit/core'
import type { ApiTokenBalance } from '@appkit/core/internal'

/** True when `amount` (a decimal string) is more than the token's balance. */
export function exceedsBalance(amount: string, token: Pick<ApiTokenBalance, 'quantity'>): boolean {
  const decimals = Number(token.quantity.decimals)
  try {
    return parseUnits(amount, decimals) > parseUnits(token.quantity.numeric, decimals)
  } catch {
    return false
  }
}
