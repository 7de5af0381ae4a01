import type { Features } from '@appkit/core'
import type { ComponentType } from 'react'
import type { MessageKey } from '../i18n/translate'

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
 * The panels that exist, each an `import()` of its own chunk (fetched the first time the panel
 * opens, never before). A panel is listed here only once it is built; views offer a feature
 * only when its panel is here ({@link hasFeaturePanel}).
 */
export const featurePanels: Partial<Record<FeaturePanel, FeaturePanelLoader>> = {
  email: () => import('./email/EmailPanel'),
  socials: () => import('./socials/SocialsPanel'),
  receive: () => import('./receive/ReceivePanel'),
  send: () => import('./send/SendPanel'),
  activity: () => import('./activity/ActivityPanel'),
  onramp: () => import('./onramp/OnrampPanel'),
  pay: () => import('./pay/PayPanel'),
  swaps: () => import('./swaps/SwapPanel'),
}

/** The header title of each panel that exists (the 'FeaturePanel' view's `{name}`). */
export const featurePanelTitles: Partial<Record<FeaturePanel, MessageKey>> = {
  email: 'email.title',
  socials: 'socials.title',
  receive: 'receive.title',
  send: 'send.title',
  activity: 'activity.title',
  onramp: 'onramp.title',
  pay: 'pay.title',
  swaps: 'swap.title',
}

const PANEL_NAMES: readonly string[] = [
  'email',
  'socials',
  'swaps',
  'send',
  'receive',
  'onramp',
  'activity',
  'pay',
] satisfies FeaturePanel[]

/** True when `name` is one of the SPEC §2 panel names. */
export function isFeaturePanel(name: unknown): name is FeaturePanel {
  return typeof name === 'string' && PANEL_NAMES.includes(name)
}

/** True when the panel of `feature` exists (so a view may offer it). */
export function hasFeaturePanel(feature: FeaturePanel): boolean {
  return featurePanels[feature] !== undefined
}

/**
 * True when `panel` may show: its feature is on (the local options merged with the project's
 * remote features; a list such as `swaps` counts when not empty) and its panel exists.
 */
export function isFeaturePanelAvailable(
  features: Pick<Features, FeaturePanel>,
  panel: FeaturePanel,
): boolean {
  const value = features[panel]
  const enabled = Array.isArray(value) ? value.length > 0 : Boolean(value)
  return enabled && hasFeaturePanel(panel)
}
