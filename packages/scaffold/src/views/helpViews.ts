import type { ViewLoaders } from './viewModule'

/** The help views (AppKit's 'WhatIsAWallet' and 'WhatIsANetwork'), each its own chunk. */
export const helpViews: ViewLoaders = {
  WhatIsAWallet: () => import('./WhatIsAWallet/WhatIsAWalletView'),
  WhatIsANetwork: () => import('./WhatIsANetwork/WhatIsANetworkView'),
}
