import { accountViews } from './accountViews'
import { connectViews } from './connectViews'
import { helpViews } from './helpViews'
import type { ViewLoaders } from './viewModule'
import { walletConnectViews } from './walletConnectViews'

/** Every view the host can show, loaded on demand with `import()`. */
export const viewRegistry: ViewLoaders = {
  ...connectViews,
  ...walletConnectViews,
  ...accountViews,
  ...helpViews,
}
