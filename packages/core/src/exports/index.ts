// `@appkit/core`: what a dapp names. The options of `createAppKit` and the types of the state it
// reads, CAIP ids, the errors it can match, storage backends and unit helpers. Adapters share
// these too; the adapter contract is `@appkit/core/adapter`, built-in networks are
// `@appkit/core/networks`, and what only AppKit's own packages use is `@appkit/core/internal`.

// adapters a dapp hands to createAppKit
export type { ChainAdapter } from '../adapter/ChainAdapter'
export { createLazyAdapter, type LazyAdapterOptions } from '../adapter/createLazyAdapter'
// CAIP ids
export type {
  CaipAddress,
  CaipNetworkId,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from '../caip/caipTypes'
export { parseCaipAddress } from '../caip/parseCaipAddress'
export { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
export type { ChainNamespace } from '../constants/networkConstants'
export type { OpenableView, RouterData, View } from '../controllers/router/views'
// errors a dapp can match (every one extends BaseError)
export {
  BaseError,
  type BaseErrorParameters,
  walkErrorChain,
} from '../errors/BaseError'
export { UnsupportedAssetError } from '../errors/caipErrors'
export {
  ChainNotSupportedError,
  GasPriceNetworkNotSupportedError,
  NetworkNotFoundError,
  SwapsNetworkNotSupportedError,
} from '../errors/chainErrors'
export {
  ConnectionRejectedError,
  ConnectorChainsNotSupportedError,
  ConnectorNotFoundForConnectionError,
  FailedToConnectError,
  ModalClosedError,
  PopupClosedError,
} from '../errors/connectionErrors'
export {
  FrameLoadFailedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  UnverifiedDomainError,
} from '../errors/frameErrors'
export { isUserRejection } from '../errors/isUserRejection'
export { UserRejectedRequestError } from '../errors/providerErrors'
export {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  TransactionRefusedError,
} from '../errors/sendErrors'
export {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  WalletConnectConnectorNotFoundError,
} from '../errors/setupErrors'
export { SwapNotReadyError } from '../errors/swapErrors'
export { CooldownActiveError } from '../errors/throttleErrors'
// units
export { formatUnits, parseUnits } from '../format/units'
// createAppKit options
export type { Features, LocalFeatures, RemoteFeatures } from '../options/features'
export type { ApiUrls, AppKitOptions, SiwxConfig, SiwxSigner } from '../options/options'
// storage backends for the `storage` option
export { createCookieBackend } from '../storage/createCookieBackend'
export {
  createLocalStorageBackend,
  createMemoryBackend,
  type StorageBackend,
} from '../storage/StorageBackend'
// state a dapp reads
export type {
  AccountState,
  AccountStatus,
  PreferredAccountType,
} from '../types/account'
export type {
  Connection,
  Connector,
  ConnectorType,
  Wallet,
} from '../types/connector'
export type { CaipNetwork } from '../types/network'
