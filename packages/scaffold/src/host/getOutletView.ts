import type { Features, RouterData, View } from '@appkit/core'
import { isFeaturePanel, isFeaturePanelAvailable } from '../features/featurePanels'
import { getViewLoader } from '../views/getViewLoader'
import type { ViewLoader } from '../views/viewModule'

/** What the router outlet shows: a key for the transition and the loader of its chunk, if any. */
export type OutletView = { key: string; loader: ViewLoader | undefined }

/**
 * The chunk of the current view. The 'FeaturePanel' view shows the panel its router data
 * names, only while that feature is on (local and remote features) and its panel exists; each
 * panel is its own chunk, loaded the first time it shows.
 */
export function getOutletView(
  view: View,
  data: RouterData | undefined,
  features: Pick<
    Features,
    'email' | 'socials' | 'swaps' | 'send' | 'receive' | 'onramp' | 'activity' | 'pay'
  >,
): OutletView {
  if (view !== 'FeaturePanel') return { key: view, loader: getViewLoader(view) }
  const panel = data?.panel
  if (!isFeaturePanel(panel) || !isFeaturePanelAvailable(features, panel))
    return { key: `${view}:none`, loader: undefined }
  return { key: `${view}:${panel}`, loader: getViewLoader(view, data) }
}
