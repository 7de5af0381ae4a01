/** The All Wallets count as shown: rounded down to tens with a plus from 10 on ('437' → '430+'). */
export function formatWalletCount(count: number): string {
  return count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`
}
