import type { ApiTokenBalance } from '@appkit/core/internal'

/**
 * The held token a payment's `asset` names among the active network's balances: `'native'` is
 * the one without a contract address, else the one whose CAIP-10 address matches (case aside).
 */
export function findPayToken(
  tokens: readonly ApiTokenBalance[],
  asset: string,
): ApiTokenBalance | undefined {
  if (asset === 'native') return tokens.find((token) => token.address === undefined)
  return tokens.find((token) => token.address?.toLowerCase() === asset.toLowerCase())
}
