/** Strings of the ProfileWallets view (English). `{name}` is a wallet, `{chain}` a namespace. */
export const profileWallets = {
  multiWalletDisabled: 'Multi-Wallet Not Enabled',
  namespaceWallets: '{chain} wallets',
  active: 'Active',
  /** The embedded e-mail/social wallet (the AUTH connector). */
  embeddedWallet: 'E-mail wallet',
  switchTo: 'Switch to {name}',
  disconnectWallet: 'Disconnect {name}',
  addWallet: 'Add wallet',
  empty: 'No wallet is connected.',
  switchFailed: 'Failed to switch wallet',
  disconnectFailed: 'Failed to disconnect',
} as const
