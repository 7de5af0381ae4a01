import type { ViewLoaders } from './viewModule'

/** The views of connecting a wallet, each its own chunk. */
export const connectViews: ViewLoaders = {
  Connect: () => import('./Connect/ConnectView'),
  AllWallets: () => import('./AllWallets/AllWalletsView'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternalView'),
}
