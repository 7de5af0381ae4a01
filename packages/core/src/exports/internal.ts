// `@appkit/core/internal`: NOT for dapps. What AppKit's own packages (the scaffold, siwx,
// walletconnect, the apps and their tests) need from core beyond the public entries: the headless
// core instance, the API clients, display formatters, address checks and SPEC constants. It changes
// with the scaffold, without notice. The controller and flow namespaces the scaffold drives are
// `@appkit/core/controllers` and `@appkit/core/flows`, internal in the same way.

export * as apiClient from '../api/apiClient'
export type { ApiTokenBalance, ApiTransaction } from '../api/blockchainSchemas'
export * as walletApi from '../api/walletApi'
export { isBitcoinAddress } from '../caip/isBitcoinAddress'
export { isChainNamespace } from '../caip/isChainNamespace'
export { toChecksumAddress } from '../caip/isEip155Address'
export { isNamespaceAddress } from '../caip/isNamespaceAddress'
export { isSolanaAddress } from '../caip/isSolanaAddress'
export { toPaymentUri } from '../caip/toPaymentUri'
export {
  type AppKitCore,
  createAppKitCore,
} from '../client/createAppKitCore'
export type { AppKitServicesInput, Platform } from '../client/services'
export {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_SOCIALS,
} from '../constants/featureConstants'
export {
  SOCIAL_POPUP_SIZE,
  WALLET_IMAGES_PRELOADED,
  WALLETS_PER_PAGE,
} from '../constants/limitConstants'
export { isFeatureSupported, type NamespaceFeature } from '../constants/namespaceFeatures'
export { CHAIN_NAMESPACES, DEFAULT_CAIP_NETWORK_ID } from '../constants/networkConstants'
export { DEBOUNCE_MS, RETRY_AFTER_MS, SEARCH_MIN_DISPLAY_MS } from '../constants/timeConstants'
export type { SiwxState } from '../controllers/siwx/siwxState'
export { ALERTS } from '../errors/alerts'
export { toBigDecimal } from '../format/bigDecimal'
export { formatBalance } from '../format/formatBalance'
export { formatFee } from '../format/formatFee'
export { formatTokenValue, formatTransactionAmount } from '../format/formatNumber'
export { relativeTimeParts } from '../format/formatRelativeTime'
export { getAccountDisplayName } from '../format/getAccountDisplayName'
export { truncateAddress } from '../format/truncateAddress'
export { systemClock } from '../time/clock'
