import type { View } from '@appkit/core'
import { featurePanels, isFeaturePanel } from '../features/featurePanels'
import type { ViewLoader } from './viewModule'
import { viewRegistry } from './viewRegistry'

/**
 * The loader of the chunk that shows `view`: the view registry's, or for the 'FeaturePanel'
 * view the panel its router data names; undefined when there is none.
 */
export function getViewLoader(
  view: View,
  data?: { readonly panel?: unknown },
): ViewLoader | undefined {
  if (view !== 'FeaturePanel') return viewRegistry[view]
  const panel = data?.panel
  return isFeaturePanel(panel) ? featurePanels[panel] : undefined
}
