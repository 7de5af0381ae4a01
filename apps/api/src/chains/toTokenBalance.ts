import { formatUnits } from 'viem'

/** A token balance (SPEC §3): name, symbol, chainId, address, value, price, quantity, iconUrl. */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 of the token (contract or mint); absent for the native currency. */
  address?: string
  /** The USD value; absent when the price table has no price for the symbol (no made-up value). */
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** What {@link toTokenBalance} needs: the asset, its amount in base units and where it lives. */
export interface TokenAmount {
  name: string
  symbol: string
  decimals: number
  amount: bigint
  /** CAIP-2 of the network. */
  chainId: string
  /** The token's address on that network (absent for the native currency). */
  address?: string | undefined
}

/**
 * A balance entry priced in USD from `prices`: without a price for the symbol (a devnet coin such
 * as the Cosmos simulator's ATOM) the price is 0 and no value is given, so nothing shows a made-up one.
 */
export function toTokenBalance(
  token: TokenAmount,
  prices: Readonly<Record<string, number>>,
): TokenBalance {
  const numeric = formatUnits(token.amount, token.decimals)
  const known = prices[token.symbol]
  const price = known ?? 0
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: token.chainId,
    ...(token.address ? { address: `${token.chainId}:${token.address}` } : {}),
    ...(known === undefined ? {} : { value: Number(numeric) * known }),
    price,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: `/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
  }
}

/**
 * The prices that apply to a network's tokens: none on a network marked `testnet` (a test token
 * has no market value, whatever its symbol), else the configured table.
 */
export function marketPrices(
  network: { readonly testnet?: boolean | undefined },
  prices: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  return network.testnet ? {} : prices
}
