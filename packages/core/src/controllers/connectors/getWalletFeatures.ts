import { WALLET_FEATURE_ORDER } from '../../constants/featureConstants'
import { RESTRICTED_TIMEZONES } from '../../constants/onrampConstants'
import type { Features } from '../../options/features'

/** A wallet feature of the Account view. */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** True when the on-ramp is not offered in `timeZone` (SPEC §9 'Restricted timezones'). */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && (RESTRICTED_TIMEZONES as readonly string[]).includes(timeZone)
}

/**
 * The enabled wallet features in the SPEC §9 order: onramp, swaps, receive, send. The on-ramp is
 * left out for a visitor in a restricted time zone.
 */
export function getWalletFeatures(
  features: Pick<Features, WalletFeature>,
  where: { timeZone?: string | undefined } = {},
): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => {
    if (feature === 'onramp' && isRestrictedTimeZone(where.timeZone)) return false
    const value = features[feature]
    return Array.isArray(value) ? value.length > 0 : Boolean(value)
  })
}
