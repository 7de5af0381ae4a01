import type { LiteSVM } from 'litesvm'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './splToken'
import type { BalanceSnapshot, TokenBalance } from './transactionRecord'

/** The decimals of `mint`, read from its account (0 when it is not a mint). */
export function mintDecimals(svm: LiteSVM, mint: string): number {
  const account = svm.getAccount(mint as never)
  if (!account.exists) return 0
  return decodeMint(account.programAddress, account.data)?.decimals ?? 0
}

/** The lamports and token balances of `keys` now (a transaction's pre or post balances). */
export function readBalances(svm: LiteSVM, keys: readonly string[]): BalanceSnapshot {
  const lamports: bigint[] = []
  const tokens: TokenBalance[] = []
  keys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key as never)
    lamports.push(account.exists ? BigInt(account.lamports) : 0n)
    if (!account.exists) return
    const token = decodeTokenAccount(account.programAddress, account.data)
    if (!token) return
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, mintDecimals(svm, token.mint)),
    })
  })
  return { lamports, tokens }
}
