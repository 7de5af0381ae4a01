import type { CatalogueTopic } from '../CatalogueTopic'

/** The allWallets strings in Japanese; the English file names their use. */
export const allWallets = {
  gridLabel: 'すべてのウォレット',
  searchLabel: 'ウォレットを検索',
  searchPlaceholder: 'ウォレットを検索',
  clearSearch: '検索をクリア',
  searching: '検索中',
  loading: 'ウォレットを読み込み中',
  noResults: 'ウォレットが見つかりません',
  loadMore: 'ほかのウォレットを表示',
  cachedList: '最後に保存したウォレット一覧を表示しています。',
  qrEntry: 'WalletConnect の QR コード',
} satisfies CatalogueTopic<'allWallets'>
