import { marketPrices, type TokenBalance, toTokenBalance } from '../chains/toTokenBalance'
import type { CosmosChain } from './CosmosChain'

/**
 * The native balance (e.g. ATOM from `uatom`) of `address` on a Cosmos chain, from the LCD's
 * `/cosmos/bank/v1beta1/balances/{address}`, priced in USD from `prices`; [] when it holds none.
 */
export async function readCosmosBalances(
  chain: CosmosChain,
  address: string,
  prices: Readonly<Record<string, number>>,
): Promise<TokenBalance[]> {
  const { balances } = await chain.rest<{ balances: { denom: string; amount: string }[] }>(
    `/cosmos/bank/v1beta1/balances/${address}`,
  )
  const { chainId, denom, coin } = chain.config
  const amount = BigInt(balances.find((entry) => entry.denom === denom)?.amount ?? '0')
  if (amount === 0n) return []
  return [toTokenBalance({ ...coin, amount, chainId }, marketPrices(chain.config, prices))]
}
