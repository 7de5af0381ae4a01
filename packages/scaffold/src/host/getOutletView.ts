import type { Features, RouterData, View } from '@appkit/core'
import type { ComponentType, LazyExoticComponent } from 'react'
import { featurePanels, isFeaturePanel, isFeaturePanelAvailable } from '../features/featurePanels'
import { viewRegistry } from '../views/viewRegistry'
import { getLazyView } from './getLazyView'

/** What the router outlet shows: a key for the transition and the lazy component, if any. */
export type OutletView = { key: string; component: LazyExoticComponent<ComponentType> | undefined }

/**
 * The component of the current view. The 'FeaturePanel' view shows the panel its router data
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
  if (view !== 'FeaturePanel') return { key: view, component: getLazyView(viewRegistry, view) }
  const panel = data?.panel
  if (!isFeaturePanel(panel) || !isFeaturePanelAvailable(features, panel))
    return { key: `${view}:none`, component: undefined }
  return { key: `${view}:${panel}`, component: getLazyView(featurePanels, panel) }
}
