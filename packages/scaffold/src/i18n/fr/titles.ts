import type { CatalogueTopic } from '../CatalogueTopic'

/** The titles strings in French; the English file names their use. */
export const titles = {
  Connect: 'Connecter un portefeuille',
  EmailLogin: 'Connexion par e-mail',
  AllWallets: 'Tous les portefeuilles',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: 'Portefeuilles connectés',
  UpdateEmailWallet: "Modifier l'e-mail",
  Account: 'Compte',
  SIWXSignMessage: 'Connexion',
  ApproveTransaction: 'Approuver la transaction',
  Swap: 'Échanger',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'Changer de chaîne',
  UnsupportedChain: 'Changer de réseau',
  RegisterAccountName: 'Choisir un nom',
  RegisterAccountNameSuccess: 'Nom enregistré',
  Networks: 'Choisir un réseau',
  FeaturePanel: '{name}',
  WhatIsAWallet: "Qu'est-ce qu'un portefeuille ?",
  WhatIsANetwork: "Qu'est-ce qu'un réseau ?",
} satisfies CatalogueTopic<'titles'>
