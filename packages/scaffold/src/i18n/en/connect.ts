/** Strings of the Connect view and the wallet tiles (English). */
export const connect = {
  walletsLabel: 'Wallets',
  allWallets: 'All Wallets',
  allWalletsCount: '{count}',
  tagInstalled: 'Installed',
  tagRecent: 'Recent',
  tagQr: 'QR code',
  noWallets: 'No wallet found in this browser.',
} as const
