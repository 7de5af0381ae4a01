import { openingViews } from './openingViews'
import type { ViewLoaders } from './viewModule'

/** The views of connecting a wallet, each its own chunk. */
export const connectViews: ViewLoaders = {
  Connect: openingViews.Connect,
  AllWallets: () => import('./AllWallets/AllWalletsView'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternalView'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcasterView'),
}
