import type { Features } from '@appkit/core'
import { hasCapability } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { type AppKitCore, isFeatureSupported, type NamespaceFeature } from '@appkit/core/internal'
import { type FeaturePanel, isFeaturePanelAvailable } from '../../features/featurePanels'

/**
 * A feature action of the Account view: the wallet features of SPEC §9. The history is the
 * Activity tab below them, not a second entry here.
 */
export type WalletFeature = Extract<FeaturePanel, 'onramp' | 'swaps' | 'receive' | 'send'>

/** How to open each feature's panel; a feature without one is not shown. */
export type WalletFeatureOpeners = Partial<Record<WalletFeature, () => void>>

/** The namespace feature (SPEC §1 table) and adapter capability each wallet feature needs. */
const NEEDS: Record<
  WalletFeature,
  { feature?: NamespaceFeature; capability?: 'transfer' | 'sendTransaction' }
> = {
  onramp: { feature: 'onramp' },
  swaps: { feature: 'swaps', capability: 'sendTransaction' },
  receive: {},
  send: { feature: 'send', capability: 'transfer' },
}

/** True when the active network's namespace has `feature` and its adapter the capability. */
function isAvailableHere(core: Pick<AppKitCore, 'chain'>, feature: WalletFeature): boolean {
  const network = controllers.chain.getActiveNetwork(core.chain)
  const needs = NEEDS[feature]
  if (needs.feature && !isFeatureSupported(needs.feature, network)) return false
  if (!needs.capability) return true
  const adapter = network ? core.chain.adapters[network.chainNamespace] : undefined
  return hasCapability(adapter, needs.capability)
}

/**
 * The features of the Account view in SPEC §9 order ('Wallet feature order: onramp, swaps,
 * receive, send'), each with the opener of its panel: only those
 * whose feature is on (local and remote), whose panel exists, that the active network's
 * namespace supports (SPEC §1) and whose adapter has the capability they need (a transfer for
 * send, a transaction for swaps), so no button is dead.
 */
export function getWalletFeatureOpeners(
  core: Pick<AppKitCore, 'router' | 'chain'> & {
    services: Pick<AppKitCore['services'], 'platform'>
  },
  features: Features,
): { features: WalletFeature[]; openers: WalletFeatureOpeners } {
  const ordered: WalletFeature[] = controllers.walletFeatures.getWalletFeatures(
    features,
    core.services.platform,
  )
  const shown = ordered.filter(
    (feature) => isFeaturePanelAvailable(features, feature) && isAvailableHere(core, feature),
  )
  const openers: WalletFeatureOpeners = {}
  for (const feature of shown)
    openers[feature] = () =>
      controllers.router.push(core.router, 'FeaturePanel', { panel: feature })
  return { features: shown, openers }
}
