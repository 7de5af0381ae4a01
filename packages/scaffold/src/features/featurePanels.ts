import type { ComponentType } from 'react'

/** The feature panels of SPEC §2, each loaded on demand. */
export type FeaturePanel =
  | 'email'
  | 'socials'
  | 'swaps'
  | 'send'
  | 'receive'
  | 'onramp'
  | 'activity'
  | 'pay'

/** A lazily loaded panel: a module whose default export renders it. */
export type FeaturePanelLoader = () => Promise<{ default: ComponentType }>

/**
 * The panels that exist, each an `import()` of its own chunk. A panel is listed here only once
 * it is built; views offer a feature only when its panel is here ({@link hasFeaturePanel}).
 */
export const featurePanels: Partial<Record<FeaturePanel, FeaturePanelLoader>> = {}

/** True when the panel of `feature` exists (so a view may offer it). */
export function hasFeaturePanel(feature: FeaturePanel): boolean {
  return featurePanels[feature] !== undefined
}
