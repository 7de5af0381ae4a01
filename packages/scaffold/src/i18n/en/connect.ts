/** Strings of the Connect view and the wallet tiles (English). */
export const connect = {
  walletsLabel: 'Wallets',
  allWallets: 'All Wallets',
  allWalletsCount: '{count}',
  tagInstalled: 'Installed',
  tagRecent: 'Recent',
  tagQr: 'QR code',
  noWallets: 'No wallet found in this browser.',
  legal: 'By connecting your wallet, you agree to our {links}.',
  legalTerms: 'Terms of Service',
  legalPrivacy: 'Privacy Policy',
  legalAnd: 'and',
  legalCheckbox: 'I agree to our {links}.',
  legalCheckboxHint: 'Accept the terms above to choose a way to connect.',
  continueWithWallet: 'Continue with a wallet',
  or: 'or',
} as const
