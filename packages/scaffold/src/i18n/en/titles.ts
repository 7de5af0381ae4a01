/**
 * The header title of each view (English). `{name}` is the wallet or network the view is
 * about (router data), filled by the host.
 */
export const titles = {
  Connect: 'Connect Wallet',
  EmailLogin: 'Email Login',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: 'Connected Wallets',
  UpdateEmailWallet: 'Edit Email',
  Account: 'Account',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  Swap: 'Swap',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  FeaturePanel: '{name}',
  WhatIsAWallet: 'What is a wallet?',
  WhatIsANetwork: 'What is a network?',
} as const
