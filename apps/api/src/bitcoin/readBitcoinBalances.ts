import { type TokenBalance, toTokenBalance } from '../chains/toTokenBalance'
import type { BitcoinNode } from './BitcoinNode'
import { readAddressHoldings } from './readAddressUtxos'

/** BTC, the native currency of every bip122 network (8 decimals: satoshis). */
export const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * The BTC balance of `address` as a token balance list (SPEC §3), priced in USD from `prices`:
 * its unspent outputs with the mempool applied (what it can spend now); empty when it holds none.
 */
export async function readBitcoinBalances(
  node: BitcoinNode,
  address: string,
  prices: Readonly<Record<string, number>>,
): Promise<TokenBalance[]> {
  const { utxos } = await readAddressHoldings(node, address)
  const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  if (sats === 0n) return []
  return [toTokenBalance({ ...BTC, amount: sats, chainId: node.config.chainId }, prices)]
}
