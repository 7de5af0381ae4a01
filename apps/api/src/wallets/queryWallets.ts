import type { Wallet } from './Wallet'

/** The filters of /getWallets, parsed. */
export interface WalletQuery {
  page: number
  entries: number
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badgeType?: 'certified' | 'none' | undefined
  chains?: readonly string[] | undefined
}

/** Filters (include, exclude, search by name, badge, any of the chains) then pages the registry. */
export function queryWallets(
  wallets: readonly Wallet[],
  query: WalletQuery,
): { count: number; data: Wallet[] } {
  const include = query.include && new Set(query.include)
  const exclude = query.exclude && new Set(query.exclude)
  const search = query.search?.trim().toLowerCase()
  const chains = query.chains && new Set(query.chains)
  const matching = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude?.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badgeType || wallet.badge_type === query.badgeType) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))),
  )
  const start = (query.page - 1) * query.entries
  return { count: matching.length, data: matching.slice(start, start + query.entries) }
}
