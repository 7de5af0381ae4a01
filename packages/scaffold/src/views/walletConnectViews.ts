import type { ViewLoaders } from './viewModule'

/** The WalletConnect views (QR code and deep links), each its own chunk. */
export const walletConnectViews: ViewLoaders = {
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () =>
    import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'),
}
