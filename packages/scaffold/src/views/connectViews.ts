import type { ViewLoaders } from './viewModule'

/** The views of connecting a wallet, each its own chunk. */
export const connectViews: ViewLoaders = {}
