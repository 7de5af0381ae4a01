/** Strings of the help views WhatIsAWallet and WhatIsANetwork (English). */
export const help = {
  walletLoginTitle: 'One login for every app',
  walletLoginText: 'Connect your wallet to sign in to apps, with no new password to remember.',
  walletAssetsTitle: 'A home for your assets',
  walletAssetsText: 'Keep, send and receive tokens and collectibles from one place.',
  walletWebTitle: 'Your key to a new web',
  walletWebText: 'Use apps that run on open networks, with an account that belongs to you.',
  getWallet: 'Get a wallet',
  networkLedgerTitle: 'The ground apps stand on',
  networkLedgerText: 'A network keeps the shared ledger that apps read from and write to.',
  networkUsesTitle: 'Built for different uses',
  networkUsesText:
    'Networks differ in speed, fees and features, so each app picks the ones that suit it.',
  chooseNetwork: 'Choose a network',
} as const
