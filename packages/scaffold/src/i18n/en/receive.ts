/** Strings of the Receive panel (English). */
export const receive = {
  title: 'Receive',
  qrLabel: 'QR code of your address {address}',
  qrUriLabel: 'QR code of {uri}',
  addressLabel: 'Your address',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Copy failed',
  networks: 'Networks you can receive on',
  notConnected: 'Connect a wallet to receive tokens.',
} as const
