/** Strings of the AllWallets view (English). */
export const allWallets = {
  gridLabel: 'All wallets',
  searchLabel: 'Search wallets',
  searchPlaceholder: 'Search wallet',
  clearSearch: 'Clear search',
  searching: 'Searching',
  loading: 'Loading wallets',
  noResults: 'No wallet found',
  loadMore: 'Show more wallets',
  cachedList: 'Showing the last saved wallet list.',
  qrEntry: 'WalletConnect QR code',
} as const
