import type { CatalogueTopic } from '../CatalogueTopic'

/** The titles strings in Japanese; the English file names their use. */
export const titles = {
  Connect: 'ウォレットを接続',
  EmailLogin: 'メールでログイン',
  AllWallets: 'すべてのウォレット',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: '接続済みのウォレット',
  UpdateEmailWallet: 'メールアドレスを変更',
  Account: 'アカウント',
  SIWXSignMessage: 'サインイン',
  ApproveTransaction: 'トランザクションの承認',
  Swap: 'スワップ',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'チェーンを切り替え',
  UnsupportedChain: 'ネットワークを切り替え',
  RegisterAccountName: '名前を選択',
  RegisterAccountNameSuccess: '名前を登録しました',
  Networks: 'ネットワークを選択',
  FeaturePanel: '{name}',
  WhatIsAWallet: 'ウォレットとは？',
  WhatIsANetwork: 'ネットワークとは？',
} satisfies CatalogueTopic<'titles'>
