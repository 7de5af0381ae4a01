import { type TokenBalance, toTokenBalance } from '../chains/toTokenBalance'
import { UpstreamError } from '../server/ApiError'
import type { SolanaRpc } from './SolanaRpc'
import { READ_COMMITMENT, SOL } from './solanaConstants'

type ParsedTokenAccount = {
  account: { data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string } } } } }
}

/**
 * The SOL balance and every configured SPL token of `owner` on the cluster (summed over its token
 * accounts of that mint, whichever token program owns it), non-zero ones only, priced in USD from `prices`, read at the
 * `confirmed` commitment in one batch.
 */
export async function readSolanaBalances(
  rpc: SolanaRpc,
  owner: string,
  prices: Readonly<Record<string, number>>,
): Promise<TokenBalance[]> {
  const chainId = rpc.config.chainId
  const tokens = rpc.config.tokens ?? []
  const parsed = { encoding: 'jsonParsed', commitment: READ_COMMITMENT }
  let lamports: { value: number }
  let accounts: { value: ParsedTokenAccount[] }[]
  try {
    const [balance, ...byMint] = await rpc.batch<unknown>([
      ['getBalance', [owner, { commitment: READ_COMMITMENT }]],
      ...(tokens.length === 0
        ? []
        : tokens.map(
            ({ mint }) => ['getTokenAccountsByOwner', [owner, { mint }, parsed]] as const,
          )),
    ])
    lamports = balance as { value: number }
    accounts = byMint as { value: ParsedTokenAccount[] }[]
  } catch (error) {
    throw new UpstreamError('Token Balance Unavailable', error)
  }
  const held = new Map<string, bigint>()
  for (const { account } of accounts.flatMap((list) => list.value)) {
    const info = account.data.parsed?.info
    if (!info?.mint || !info.tokenAmount?.amount) continue
    held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount))
  }
  const list = [
    toTokenBalance({ ...SOL, amount: BigInt(lamports.value), chainId }, prices),
    ...tokens.map((token) =>
      toTokenBalance(
        { ...token, amount: held.get(token.mint) ?? 0n, chainId, address: token.mint },
        prices,
      ),
    ),
  ]
  return list.filter((balance) => balance.quantity.numeric !== '0')
}
