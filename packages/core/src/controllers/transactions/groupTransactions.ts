import type { ApiTransaction } from '../../api/blockchainSchemas'

/** Transactions of one month. */
export type TransactionMonth = { month: number; transactions: ApiTransaction[] }
/** Transactions of one year, months newest first. */
export type TransactionYear = { year: number; months: TransactionMonth[] }

/** Groups transactions by year then month, newest first (SPEC §3 'transactionsByYear'). */
export function groupTransactionsByYear(
  transactions: readonly ApiTransaction[],
): TransactionYear[] {
  const years = new Map<number, Map<number, ApiTransaction[]>>()
  for (const tx of transactions) {
    const date = new Date(tx.metadata.minedAt)
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth()
    const months = years.get(year) ?? new Map<number, ApiTransaction[]>()
    years.set(year, months)
    months.set(month, [...(months.get(month) ?? []), tx])
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      months: [...months.entries()]
        .sort(([a], [b]) => b - a)
        .map(([month, list]) => ({
          month,
          transactions: [...list].sort((x, y) =>
            y.metadata.minedAt.localeCompare(x.metadata.minedAt),
          ),
        })),
    }))
}

/**
 * Drops transactions whose transfers are all flagged NFT spam, or that are not on the active
 * chain (SPEC §5).
 */
export function filterTransactions(
  transactions: readonly ApiTransaction[],
  activeCaipNetworkId: string,
): ApiTransaction[] {
  return transactions.filter((tx) => {
    if (tx.metadata.chain !== activeCaipNetworkId) return false
    const allSpam =
      tx.transfers.length > 0 && tx.transfers.every((t) => t.nft_info?.flags.is_spam === true)
    return !allSpam
  })
}
