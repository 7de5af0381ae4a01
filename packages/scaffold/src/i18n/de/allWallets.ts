import type { CatalogueTopic } from '../CatalogueTopic'

/** The allWallets strings in German; the English file names their use. */
export const allWallets = {
  gridLabel: 'Alle Wallets',
  searchLabel: 'Wallets durchsuchen',
  searchPlaceholder: 'Wallet suchen',
  clearSearch: 'Suche löschen',
  searching: 'Suche läuft',
  loading: 'Wallets werden geladen',
  noResults: 'Keine Wallet gefunden',
  loadMore: 'Weitere Wallets anzeigen',
  cachedList: 'Die zuletzt gespeicherte Wallet-Liste wird angezeigt.',
  qrEntry: 'WalletConnect-QR-Code',
} satisfies CatalogueTopic<'allWallets'>
