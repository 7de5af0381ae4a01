/**
 * Strings on the dapp's page outside the modal (English): the page buttons, and the title of the
 * embedded wallet's frame, which the page holds (hidden) from the first e-mail or social login on.
 */
export const buttons = {
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  selectNetwork: 'Select network',
  unsupportedNetwork: 'Switch network',
  embeddedWalletFrame: 'Embedded wallet',
} as const
