/** Strings of the ConnectingExternal view (English). */
export const connectingExternal = {
  pendingTitle: 'Continue in {name}',
  pendingDescription: 'Accept the connection request in the wallet',
  pendingStatus: 'Waiting for {name}',
  rejectedTitle: 'Connection rejected',
  rejectedDescription: 'The request was rejected in the wallet. You can try again.',
  errorTitle: 'Connection failed',
  unsupportedChainsDescription: 'The connector does not support any of the requested chains',
  errorDescription: 'Something went wrong while connecting. You can try again.',
  notFound: 'This wallet is no longer available in the browser.',
} as const
