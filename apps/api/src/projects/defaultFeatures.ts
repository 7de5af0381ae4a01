/** The remote features of SPEC §3, as /appkit/v1/config returns them. */
export interface RemoteFeatures {
  email: boolean
  socials: string[] | false
  swaps: string[] | false
  onramp: string[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

/**
 * SPEC §9 "Default remote features: swaps via one aggregator, onramp with both providers, email on,
 * socials google, x, discord, farcaster, github, apple, facebook, activity on, branding on,
 * multiWallet off."
 */
export const defaultFeatures: RemoteFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}
