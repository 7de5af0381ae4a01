import { accountViews } from './accountViews'
import { connectViews } from './connectViews'
import type { ViewLoaders } from './viewModule'

/** Every view the host can show, loaded on demand with `import()`. */
export const viewRegistry: ViewLoaders = { ...connectViews, ...accountViews }
