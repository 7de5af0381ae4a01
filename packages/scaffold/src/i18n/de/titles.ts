import type { CatalogueTopic } from '../CatalogueTopic'

/** The titles strings in German; the English file names their use. */
export const titles = {
  Connect: 'Wallet verbinden',
  EmailLogin: 'Anmeldung per E-Mail',
  AllWallets: 'Alle Wallets',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: 'Verbundene Wallets',
  UpdateEmailWallet: 'E-Mail ändern',
  Account: 'Konto',
  SIWXSignMessage: 'Anmelden',
  ApproveTransaction: 'Transaktion genehmigen',
  Swap: 'Tauschen',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'Chain wechseln',
  UnsupportedChain: 'Netzwerk wechseln',
  RegisterAccountName: 'Namen wählen',
  RegisterAccountNameSuccess: 'Name registriert',
  Networks: 'Netzwerk wählen',
  FeaturePanel: '{name}',
  WhatIsAWallet: 'Was ist eine Wallet?',
  WhatIsANetwork: 'Was ist ein Netzwerk?',
} satisfies CatalogueTopic<'titles'>
