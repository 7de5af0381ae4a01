import type { CaipNetwork } from '@appkit/core'
import type { ApiTokenBalance } from '@appkit/core/internal'

/**
 * The native coin as the Send panel's one token, from the account's native balance (read by the
 * adapter), for a namespace the blockchain API has no token balances of (SPEC §1): BTC on bip122.
 * Undefined until the balance is known.
 */
export function toNativeSendToken(
  network: CaipNetwork,
  balance: string | undefined,
): ApiTokenBalance | undefined {
  if (balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: balance },
    iconUrl: '',
  }
}
