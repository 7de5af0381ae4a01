export {
  type AnnounceTarget,
  announceDevWallet,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from '../announceDevWallet'
export { ANVIL_DEV_KEYS } from '../anvilDevKeys'
export { createDomPrompt } from '../approval/createDomPrompt'
export { createDevWalletProvider, type DevWalletProvider } from '../createDevWalletProvider'
export type {
  ApprovalPrompt,
  ApprovalRequest,
  DevWalletChain,
  DevWalletEventName,
  DevWalletListener,
  DevWalletMode,
  DevWalletOptions,
  DevWalletStorage,
  RequestArguments,
} from '../DevWalletTypes'
export { DEV_WALLET_ICON } from '../devWalletIcon'
export { DevWalletConfigError } from '../errors/DevWalletConfigError'
export { ProviderRpcError } from '../errors/ProviderRpcError'
export {
  ChainDisconnectedError,
  DisconnectedError,
  InternalRpcError,
  InvalidParamsError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/providerErrors'
export { installDevWallet } from '../pageScript/installDevWallet'
export type { DevWalletPageConfig } from '../pageScript/readPageConfig'
