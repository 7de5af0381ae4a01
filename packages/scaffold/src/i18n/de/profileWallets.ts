import type { CatalogueTopic } from '../CatalogueTopic'

/** The profileWallets strings in German; the English file names their use. */
export const profileWallets = {
  multiWalletDisabled: 'Multi-Wallet nicht aktiviert',
  namespaceWallets: '{chain}-Wallets',
  active: 'Aktiv',
  embeddedWallet: 'E-Mail-Wallet',
  switchTo: 'Zu {name} wechseln',
  disconnectWallet: '{name} trennen',
  addWallet: 'Wallet hinzufügen',
  empty: 'Es ist keine Wallet verbunden.',
  switchFailed: 'Wallet-Wechsel fehlgeschlagen',
  disconnectFailed: 'Trennen fehlgeschlagen',
} satisfies CatalogueTopic<'profileWallets'>
