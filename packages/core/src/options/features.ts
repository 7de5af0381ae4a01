import { DEFAULT_LOCAL_FEATURES, DEFAULT_REMOTE_FEATURES } from '../constants/featureConstants'

/** Remote features (SPEC §3 'Remote features'): set by the project's config when fetched. */
export type RemoteFeatures = {
  swaps: readonly string[] | false
  onramp: readonly string[] | false
  email: boolean
  socials: readonly string[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/** Local features (SPEC §9 'Default local features'): always taken from the options. */
export type LocalFeatures = {
  receive: boolean
  send: boolean
  emailShowWallets: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
}

/** Every feature flag. */
export type Features = RemoteFeatures & LocalFeatures

/** The keys of the remote features. */
export const REMOTE_FEATURE_KEYS = Object.keys(DEFAULT_REMOTE_FEATURES) as (keyof RemoteFeatures)[]

/** The SPEC §9 defaults of every feature. */
export function getDefaultFeatures(): Features {
  return {
    ...DEFAULT_REMOTE_FEATURES,
    socials: [...DEFAULT_REMOTE_FEATURES.socials],
    swaps: [...DEFAULT_REMOTE_FEATURES.swaps],
    onramp: [...DEFAULT_REMOTE_FEATURES.onramp],
    ...DEFAULT_LOCAL_FEATURES,
  }
}

/** Remote features all off (basic mode). */
export const DISABLED_REMOTE_FEATURES: RemoteFeatures = {
  swaps: false,
  onramp: false,
  email: false,
  socials: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
}
