// kernel: errors

export type {
  AccountPurpose,
  ChainAdapter,
  ChainAdapterAccount,
  ChainAdapterBalance,
  ChainAdapterCapabilities,
  ChainAdapterConnectResult,
  ChainAdapterEvent,
  ChainAdapterListener,
  ChainAdapterPreparedTransfer,
  ChainAdapterTransfer,
} from '../adapter/ChainAdapter'
// controllers, flows, API clients (issue 3)
export { hasCapability } from '../adapter/ChainAdapter'
export type {
  BitcoinPsbtTransaction,
  ChainTransaction,
  CosmosMessagesTransaction,
  EvmCallTransaction,
  PolkadotCallTransaction,
  SolanaWireTransaction,
} from '../adapter/ChainTransaction'
export {
  createLazyAdapter,
  type LazyAdapterOptions,
  lazyAdapterStorageKey,
} from '../adapter/createLazyAdapter'
export {
  AUTH_CONNECTOR_ID,
  type EmbeddedWalletCapability,
  type EmbeddedWalletSession,
  hasEmbeddedWallet,
} from '../adapter/EmbeddedWalletCapability'
export { hasPairingUri, type PairingUriCapability } from '../adapter/PairingUriCapability'
export type {
  RequestPolicy,
  RequestSummary,
  RequestSummaryKind,
  RequestSummaryRow,
} from '../adapter/RequestPolicy'
export {
  hasWalletConnect,
  type WalletConnectCapability,
  type WalletConnectNamespace,
  type WalletConnectNamespaceSession,
  type WalletConnectRequest,
  type WalletConnectSessionEvent,
  type WalletConnectSessionHost,
} from '../adapter/WalletConnectCapability'
export type { ApiTokenBalance, ApiTransaction } from '../api/blockchainSchemas'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  splitCaipAddress,
} from '../caip/caipAddressParts'
// kernel: caip
export type {
  CaipAddress,
  CaipNetworkId,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
} from '../caip/caipTypes'
export { isBitcoinAddress } from '../caip/isBitcoinAddress'
export { isChainNamespace } from '../caip/isChainNamespace'
export { isCosmosAddress } from '../caip/isCosmosAddress'
export {
  isEip155Address,
  toChecksumAddress,
} from '../caip/isEip155Address'
export { isNamespaceAddress } from '../caip/isNamespaceAddress'
export { isPolkadotAddress } from '../caip/isPolkadotAddress'
export { isSolanaAddress } from '../caip/isSolanaAddress'
export {
  isCaipAddress,
  parseCaipAddress,
  toCaipAddress,
} from '../caip/parseCaipAddress'
export {
  isCaipNetworkId,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId'
export {
  type ParsedCaip19AssetId,
  parseCaip19AssetId,
  toCaip19AssetId,
} from '../caip/toCaip19AssetId'
export { PAYMENT_URI_SCHEMES, toPaymentUri } from '../caip/toPaymentUri'
export {
  type AppKitCore,
  createAppKitCore,
  SDK_TYPE,
  SDK_VERSION,
} from '../client/createAppKitCore'
export {
  type AppKitServices,
  type AppKitServicesInput,
  type Logger,
  type Platform,
  type ResolveServicesOptions,
  resolveServices,
} from '../client/services'
// kernel: constants (every SPEC §9 constant, named once in the constants index)
export * from '../constants/index'
export type { RouterData, View } from '../controllers/router/views'
export type { SiwxSessionAccount, SiwxState } from '../controllers/siwx/siwxState'
export {
  AppKitSdkError,
  type AppKitSdkErrorCategory,
  toAppKitSdkError,
} from '../errors/AppKitSdkError'
export {
  ALERTS,
  type AlertKey,
} from '../errors/alerts'
export {
  BaseError,
  type BaseErrorParameters,
  walkErrorChain,
} from '../errors/BaseError'
export {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  UnsupportedAssetError,
} from '../errors/caipErrors'
export {
  AdapterCapabilityMissingError,
  AdapterNamespaceRequiredError,
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  ChainRequiredForAccountDataError,
  ChainRequiredForAccountPropError,
  GasPriceNetworkNotSupportedError,
  InvalidChainIdError,
  NetworkNotFoundError,
  SwapsNetworkNotSupportedError,
  TokenBalanceUnavailableError,
  UnsupportedChainNamespaceError,
} from '../errors/chainErrors'
export {
  AuthConnectorNotFoundError,
  ConnectionRejectedError,
  ConnectorChainsNotSupportedError,
  ConnectorNotFoundForConnectionError,
  DisconnectChainsFailedError,
  DisconnectFailedError,
  FailedToConnectError,
  FarcasterConnectionFailedError,
  InvalidConnectionStatusError,
  ModalClosedError,
  MultiWalletNotEnabledError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  SocialConnectionFailedError,
} from '../errors/connectionErrors'
export {
  EmailLoginDependencyError,
  FrameLoadFailedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  SomethingWentWrongError,
  UnverifiedDomainError,
} from '../errors/frameErrors'
export { getProviderErrorAlert } from '../errors/getProviderErrorAlert'
export { InvalidResponseBodyError } from '../errors/InvalidResponseBodyError'
export { isUserRejection } from '../errors/isUserRejection'
export {
  NameRegistrationError,
  NameResolutionError,
  type NameServiceReason,
  NameSuggestionsError,
  NamesForAddressError,
} from '../errors/nameErrors'
export {
  CallStatusNotApprovedError,
  ConnectBeforeRequestError,
  NamespaceNotConfiguredError,
  NoRpcUrlForChainIdError,
  PendingAuthRequestNotFoundError,
  RecordRecentlyDeletedError,
  RpcProviderForChainNotFoundError,
  SessionTopicNotFoundError,
  SignatureVerificationFailedError,
  SignClientNotInitializedError,
  UserOperationReceiptError,
} from '../errors/pairingErrors'
export {
  CaipUserRejectedError,
  ChainDisconnectedError,
  InvalidChainIdProviderError,
  PROVIDER_ERROR_CODES,
  ProviderDisconnectedError,
  ProviderRpcError,
  RpcMethodNotAllowedError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '../errors/providerErrors'
export {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  TransactionRefusedError,
} from '../errors/sendErrors'
export {
  AddressOrAuthConnectorNotFoundError,
  ConnectionControllerClientNotSetError,
  CreateAppKitRequiredError,
  NetworkControllerClientNotSetError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionControllerClientError,
  TransactionsAccountRequiredError,
  WalletConnectConnectorNotFoundError,
} from '../errors/setupErrors'
export {
  SiweAndSiwxConfiguredError,
  SiwxNotEnabledError,
} from '../errors/siwxErrors'
export { SwapNotReadyError } from '../errors/swapErrors'
export {
  CooldownActiveError,
  RateLimitedError,
} from '../errors/throttleErrors'
export { toProviderRpcError } from '../errors/toProviderRpcError'
export {
  AbortedError,
  HttpRequestError,
  InvalidJsonResponseError,
  InvalidRpcResponseError,
  NetworkRequestError,
  NoTransportUrlError,
  ResponseBodyTooLargeError,
  RpcResponseError,
  TimeoutError,
} from '../errors/transportErrors'
// kernel: format
export {
  BigDecimal,
  divideBigNumbers,
  toBigDecimal,
} from '../format/bigDecimal'
export { formatBalance } from '../format/formatBalance'
export { CUT_JSON_MAX_LENGTH, formatCutJson } from '../format/formatCutJson'
export {
  formatNumberToLocalString,
  formatTokenValue,
  formatTransactionAmount,
} from '../format/formatNumber'
export {
  formatRelativeTime,
  type RelativeTimeParts,
  type RelativeTimeUnit,
  relativeTimeParts,
} from '../format/formatRelativeTime'
export { getAccountDisplayName } from '../format/getAccountDisplayName'
export {
  type GetDisplayNameParameters,
  getDisplayName,
} from '../format/getDisplayName'
export { truncateAddress } from '../format/truncateAddress'
export {
  formatUnits,
  parseUnits,
} from '../format/units'
export type { Features, LocalFeatures, RemoteFeatures } from '../options/features'
export type { ApiUrls, AppKitOptions, SiwxConfig, SiwxSigner } from '../options/options'
export { resolveFeatures } from '../options/resolveFeatures'
export {
  type CreateCookieBackendParameters,
  createCookieBackend,
} from '../storage/createCookieBackend'
export {
  type AppKitStorage,
  type CreateStorageParameters,
  createStorage,
} from '../storage/createStorage'
export { parseStoredJson } from '../storage/parseStoredJson'
// kernel: storage
export {
  createLocalStorageBackend,
  createMemoryBackend,
  type StorageBackend,
  type WebStorageLike,
} from '../storage/StorageBackend'
export {
  type AppKitStorageSchema,
  connectedConnectorIdKey,
  getStoredValueSchema,
  STORAGE_KEY_PREFIX,
  type StoredConnection,
  type StoredRecentWallet,
  storedValueSchemas,
  type Timestamped,
} from '../storage/storageKeys'
// kernel: time
export {
  type Clock,
  systemClock,
  systemTimers,
  type Timers,
} from '../time/clock'
export {
  type Cooldown,
  type CreateCooldownParameters,
  createCooldown,
} from '../time/createCooldown'
export {
  type CreateRateLimiterParameters,
  createRateLimiter,
  type RateLimiter,
} from '../time/createRateLimiter'
export {
  type CreateTtlCacheParameters,
  createTtlCache,
  type TtlCache,
} from '../time/createTtlCache'
export {
  type SleepOptions,
  sleep,
} from '../time/sleep'
// kernel: transport
export {
  type CreateBatchSchedulerParameters,
  createBatchScheduler,
} from '../transport/createBatchScheduler'
export {
  createHttpClient,
  getRetryAfterDelay,
  type HttpClient,
  type HttpRequest,
  isRetryableHttpError,
} from '../transport/createHttpClient'
export {
  type CreateJsonRpcTransportParameters,
  createJsonRpcTransport,
  isRetryableRpcError,
  type JsonRpcCall,
  type JsonRpcCallOptions,
  type JsonRpcTransport,
} from '../transport/createJsonRpcTransport'
export {
  type FetchOnceParameters,
  type FetchOnceResult,
  fetchOnce,
} from '../transport/fetchOnce'
export { readBodyWithLimit } from '../transport/readBodyWithLimit'
export {
  BROADCAST_METHODS,
  getBackoffDelay,
  isBroadcastMethod,
  isRetryableHttpStatus,
  isRetryableRpcCode,
  parseRetryAfter,
} from '../transport/retryPolicy'
export {
  type ResolvedTransportConfig,
  resolveTransportConfig,
  type TransportConfig,
} from '../transport/transportConfig'
export {
  type JsonRpcRequestBody,
  validateRpcResponse,
} from '../transport/validateRpcResponse'
export {
  type WithRetryParameters,
  withRetry,
} from '../transport/withRetry'
export type {
  AccountState,
  AccountStatus,
  ChainAccount,
  NetworkState,
  PreferredAccountType,
  TokenBalance,
} from '../types/account'
export type {
  Connection,
  ConnectionStatus,
  Connector,
  ConnectorType,
  Wallet,
} from '../types/connector'
export type { CaipNetwork } from '../types/network'
export {
  analyticsApi,
  apiClient,
  blockchainApi,
  namesApi,
  onrampApi,
  walletApi,
} from './apiNamespaces'
export * as controllers from './controllerNamespaces'
export * as flows from './flowNamespaces'
