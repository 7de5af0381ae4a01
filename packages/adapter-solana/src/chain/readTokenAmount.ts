import { callSolanaRpc } from './callSolanaRpc'

type ParsedTokenAccount = {
  account: { data: { parsed: { info: { tokenAmount: { amount: string; decimals: number } } } } }
}

/** An SPL token balance: base units and the mint's decimals. */
export type SolanaTokenAmount = { amount: bigint; decimals: number }

/**
 * The SPL balance of `owner` in `mint`: the sum over its token accounts of that mint
 * (getTokenAccountsByOwner, jsonParsed); decimals are undefined when it holds no account.
 */
export async function readTokenAmount(
  fetchFn: typeof fetch,
  rpcUrl: string,
  owner: string,
  mint: string,
  commitment: string,
): Promise<{ amount: bigint; decimals: number | undefined }> {
  const { value } = await callSolanaRpc<{ value: ParsedTokenAccount[] }>(
    fetchFn,
    rpcUrl,
    'getTokenAccountsByOwner',
    [owner, { mint }, { encoding: 'jsonParsed', commitment }],
  )
  let amount = 0n
  let decimals: number | undefined
  for (const { account } of value) {
    const tokenAmount = account.data.parsed.info.tokenAmount
    amount += BigInt(tokenAmount.amount)
    decimals = tokenAmount.decimals
  }
  return { amount, decimals }
}
