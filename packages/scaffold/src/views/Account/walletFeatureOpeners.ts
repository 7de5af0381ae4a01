import type { AppKitCore, Features } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { type FeaturePanel, isFeaturePanelAvailable } from '../../features/featurePanels'

/** A feature button of the Account view: the wallet features of SPEC §9, then activity. */
export type WalletFeature = Extract<
  FeaturePanel,
  'onramp' | 'swaps' | 'receive' | 'send' | 'activity'
>

/** How to open each feature's panel; a feature without one is not shown. */
export type WalletFeatureOpeners = Partial<Record<WalletFeature, () => void>>

/**
 * The features of the Account view in SPEC §9 order ('Wallet feature order: onramp, swaps,
 * receive, send'), then the activity history, each with the opener of its panel: only those
 * whose feature is on (local and remote) and whose panel exists, so no button is dead.
 */
export function getWalletFeatureOpeners(
  core: Pick<AppKitCore, 'router'>,
  features: Features,
): { features: WalletFeature[]; openers: WalletFeatureOpeners } {
  const ordered: WalletFeature[] = [
    ...controllers.walletFeatures.getWalletFeatures(features),
    'activity',
  ]
  const shown = ordered.filter((feature) => isFeaturePanelAvailable(features, feature))
  const openers: WalletFeatureOpeners = {}
  for (const feature of shown)
    openers[feature] = () =>
      controllers.router.push(core.router, 'FeaturePanel', { panel: feature })
  return { features: shown, openers }
}
