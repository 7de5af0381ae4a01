import { WALLET_FEATURE_ORDER } from '../../constants/featureConstants'
import type { Features } from '../../options/features'

/** A wallet feature of the Account view. */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** The enabled wallet features in the SPEC §9 order: onramp, swaps, receive, send. */
export function getWalletFeatures(features: Pick<Features, WalletFeature>): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => {
    const value = features[feature]
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  })
}
