import { type Address, erc20Abi } from 'viem'
import { UpstreamError } from '../server/ApiError'
import type { ChainClient } from './ChainClients'
import { type TokenBalance, toTokenBalance } from './toTokenBalance'

/** The native balance and every configured ERC-20 of `account` on `chain`, non-zero ones only, priced in USD. */
export async function readBalances(
  chain: ChainClient,
  account: Address,
  prices: Readonly<Record<string, number>>,
): Promise<TokenBalance[]> {
  const { client, config } = chain
  const caip2 = `eip155:${config.chainId}`
  const tokens = config.tokens ?? []
  let native: bigint
  let amounts: bigint[]
  try {
    ;[native, amounts] = await Promise.all([
      client.getBalance({ address: account }),
      Promise.all(
        tokens.map((t) =>
          client.readContract({
            address: t.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ),
      ),
    ])
  } catch (error) {
    throw new UpstreamError('Token Balance Unavailable', error)
  }
  const entry = (
    name: string,
    symbol: string,
    decimals: number,
    amount: bigint,
    address?: string,
  ): TokenBalance =>
    toTokenBalance({ name, symbol, decimals, amount, chainId: caip2, address }, prices)
  const list = [
    entry(
      config.nativeCurrency.name,
      config.nativeCurrency.symbol,
      config.nativeCurrency.decimals,
      native,
    ),
  ]
  tokens.forEach((token, i) => {
    list.push(entry(token.name, token.symbol, token.decimals, amounts[i] ?? 0n, token.address))
  })
  return list.filter((b) => b.quantity.numeric !== '0')
}
