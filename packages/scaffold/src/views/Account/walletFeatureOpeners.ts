import type { WALLET_FEATURE_ORDER } from '@appkit/core'

/** A wallet feature of the Account view (SPEC §9 'Wallet feature order'). */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** How to open each wallet feature's panel; a feature without one is not shown. */
export type WalletFeatureOpeners = Partial<Record<WalletFeature, () => void>>
