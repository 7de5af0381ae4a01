export { answerWithoutPrompt, READ_METHODS, readSwitchChainParam } from '../answerWithoutPrompt'
export {
  type CreateWalletKitOptions,
  createWalletKit,
  WALLET_METADATA,
  type WalletKitClient,
} from '../createWalletKit'
export { createWalletStore, type WalletStore } from '../createWalletStore'
export { decodeQrImage, QrImageError } from '../decodeQrImage'
export { DEV_WALLET_ACCOUNT_COUNT, DEV_WALLET_MNEMONIC, deriveDevAccounts } from '../devAccounts'
export { executeSigningRequest, toViemChain, type WalletChain } from '../executeSigningRequest'
export {
  displayMessage,
  type FormattedRequest,
  formatSigningRequest,
  type RequestChain,
  type RequestRow,
} from '../formatSigningRequest'
export { DEVNET_JSON_URL, loadDevnetChains, readDevnetChains } from '../loadDevnetChains'
export { PairingUriError, type PairingUriProblem } from '../PairingUriError'
export { MAX_PAIRING_URI_LENGTH, type PairingUri, parsePairingUri } from '../parsePairingUri'
export { readSigningRequest, SIGNING_METHODS, type SigningRequest } from '../readSigningRequest'
export {
  RELAY_URL_ENV,
  readRelayUrl,
  readWalletConfig,
  WALLET_PROJECT_ID,
  type WalletConfig,
} from '../readWalletConfig'
export { MAX_ICON_URL_LENGTH, safeIconUrl, safeLinkUrl } from '../safeIconUrl'
export { WalletConfigError } from '../WalletConfigError'
export {
  InvalidRequestParamsError,
  UnsupportedMethodError,
  WalletRequestError,
} from '../WalletRequestError'
export type { PendingProposal, PendingRequest, WalletSnapshot } from '../WalletSnapshot'
export {
  approvedNamespaces,
  namespacesWithAccount,
  sessionChainIds,
  WALLET_EVENTS,
  WALLET_METHODS,
} from '../walletNamespaces'
