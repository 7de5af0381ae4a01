import type { ApiTokenBalance } from '@appkit/core/internal'

/** A stable key of a token balance: its CAIP-10 contract address, or `native` for the coin. */
export function getTokenKey(token: Pick<ApiTokenBalance, 'address'>): string {
  return token.address ?? 'native'
}
