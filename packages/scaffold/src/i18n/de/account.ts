import type { CatalogueTopic } from '../CatalogueTopic'

/** The account strings in German; the English file names their use. */
export const account = {
  balanceLoading: 'Guthaben wird geladen',
  balanceUnavailable: 'Guthaben nicht verfügbar',
  copyAddress: 'Adresse kopieren',
  addressCopied: 'Adresse kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  explorer: 'Block-Explorer',
  selectNetwork: 'Netzwerk wählen',
  features: 'Wallet-Funktionen',
  onramp: 'Krypto kaufen',
  swaps: 'Tauschen',
  receive: 'Empfangen',
  send: 'Senden',
  connectedWallets: 'Verbundene Wallets',
  disconnect: 'Trennen',
  disconnecting: 'Wird getrennt',
  disconnectFailed: 'Trennen fehlgeschlagen',
  notConnected: 'Es ist keine Wallet verbunden.',
  accounts: 'Konten',
  activeAccount: 'Aktiv',
  accountTypePayment: 'Zahlungen',
  accountTypeOrdinal: 'Ordinals-Konto',
  accountTypeEoa: 'Konto',
  accountTypeSmartAccount: 'Smart-Konto',
  editEmail: 'E-Mail ändern',
} satisfies CatalogueTopic<'account'>
