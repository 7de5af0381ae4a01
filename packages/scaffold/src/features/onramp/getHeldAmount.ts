import type { ApiTokenBalance } from '@appkit/core/internal'

/**
 * The balance of `symbol` on `caipNetworkId` among `balances`, in base units (0 when none
 * is held), and the token it belongs to. Amounts are exact decimal strings, never floats.
 */
export function getHeldAmount(
  balances: readonly ApiTokenBalance[],
  symbol: string,
  caipNetworkId: string,
): { units: bigint; token: ApiTokenBalance | undefined } {
  const token = balances.find((b) => b.symbol === symbol && b.chainId === caipNetworkId)
  if (!token) return { units: 0n, token: undefined }
  const decimals = Number(token.quantity.decimals)
  const [whole = '0', fraction = ''] = token.quantity.numeric.split('.')
  const padded = (fraction + '0'.repeat(decimals)).slice(0, decimals)
  return { units: BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(padded || '0'), token }
}
