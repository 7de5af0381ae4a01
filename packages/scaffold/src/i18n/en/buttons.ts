/** Strings of the page buttons (English). */
export const buttons = {
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  selectNetwork: 'Select network',
  unsupportedNetwork: 'Switch network',
} as const
