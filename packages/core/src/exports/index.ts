// kernel: errors

export type {
  ChainAdapter,
  ChainAdapterBalance,
  ChainAdapterCapabilities,
  ChainAdapterConnectResult,
  ChainAdapterEvent,
  ChainAdapterListener,
  ChainAdapterTransaction,
} from '../adapter/ChainAdapter'
// controllers, flows, API clients (issue 3)
export { hasCapability } from '../adapter/ChainAdapter'
export { hasPairingUri, type PairingUriCapability } from '../adapter/PairingUriCapability'
export type { ApiTokenBalance, ApiTransaction } from '../api/blockchainSchemas'
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
// kernel: constants
export {
  ACCOUNT_TABS,
  CONNECTOR_TYPE_ORDER,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_LOCAL_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SOCIALS,
  INJECTED_CONNECT_METHOD_ORDER,
  SIGN_OUT_ON_DISCONNECT,
  WALLET_FEATURE_ORDER,
} from '../constants/featureConstants'
export {
  ACCOUNT_NAME_MIN_LENGTH,
  ACCOUNT_NAME_PATTERN,
  ADDRESS_TRUNCATE_END,
  ADDRESS_TRUNCATE_START,
  BALANCE_DECIMALS,
  BIG_NUMBER_DECIMAL_PLACES,
  BIG_NUMBER_ROUNDING,
  DEFAULT_LOG_LEVEL,
  DISPLAY_NAME_CUT_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  ERROR_REPORTS_MAX,
  FALLBACK_TRANSPORT_SAMPLE_COUNT,
  FALLBACK_TRANSPORT_WEIGHTS,
  FRAME_SDK_VERSION,
  HASH_LIKE_PATTERN,
  LOG_BUFFER_BYTES,
  MAX_REGISTRATION_CHAIN_ID,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  NUMBER_FORMAT_DECIMALS,
  NUMBER_FORMAT_LOCALE,
  PENDING_TRANSACTIONS_LIMIT,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_COUNT,
  RELATIVE_TIME_THRESHOLDS,
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_MAX_DELAY_MS,
  RPC_RETRY_STATUSES,
  SOCIAL_POPUP_SIZE,
  SWAP_SLIPPAGE_TOLERANCE,
  TOKEN_VALUE_DECIMALS,
  TRANSACTION_AMOUNT_DECIMALS,
  WALLET_IMAGES_PRELOADED,
  WALLET_SEARCH_RESULTS,
  WALLETS_PER_PAGE,
} from '../constants/limitConstants'
export {
  ALLOWED_FRAME_ANCESTORS,
  BUILT_IN_NETWORK_NAMES,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  DEFAULT_CAIP_NETWORK_ID,
  EMBEDDED_LOGIN_NAMESPACES,
  ERROR_CODE_DEFAULT,
  ERROR_CODE_UNRECOGNIZED_CHAIN_ID,
  ERROR_INVALID_CHAIN_ID,
  NAME_SUFFIXES,
  SOCIAL_PROVIDERS,
  SOLANA_PREFLIGHT_COMMITMENTS,
  SWAP_SUPPORTED_CHAIN_IDS,
  THEME_MODES,
} from '../constants/networkConstants'
export {
  CARD_PAYMENT_SDK_CHAINS,
  CARD_PAYMENT_SDK_FALLBACK_CHAIN,
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS,
  DEFAULT_ONRAMP_PURCHASE_CURRENCY,
  MELD_DESTINATION_CURRENCY,
  ONRAMP_PROVIDER_FEE_RANGE,
  RESTRICTED_TIMEZONES,
} from '../constants/onrampConstants'
export {
  DEBOUNCE_MS,
  DISALLOWED_RPC_ERROR_DELAY_MS,
  DISCONNECT_MAX_MS,
  EMAIL_CHANGE_POLLING_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  ERROR_REPORTS_WINDOW_MS,
  FALLBACK_TRANSPORT_PING_MS,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  HEADER_TEXT_ANIMATION_MS,
  HEARTBEAT_MS,
  HEIGHT_ANIMATION_MS,
  IDENTITY_CACHE_TTL_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  IMAGE_PRELOAD_RACE_MS,
  INITIAL_PROCESSING_DELAY_MS,
  MODAL_SHAKE_MS,
  NAME_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PAIRING_EXPIRY_THRESHOLD_MS,
  PAIRING_LIFETIME_MS,
  PING_RESPONSE_MS,
  PORTFOLIO_CACHE_TTL_MS,
  RELAY_CACHE_PROCESS_DELAY_MS,
  RETRY_AFTER_MS,
  RPC_TIMEOUT_MS,
  SEARCH_MIN_DISPLAY_MS,
  SOCIAL_POPUP_POLLING_MS,
  TOAST_SWAP_DELAY_MS,
  TOKEN_BALANCE_RETRY_MS,
  VIEW_TRANSITION_MS,
} from '../constants/timeConstants'
export type { RouterData, View } from '../controllers/router/views'
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
} from '../errors/caipErrors'
export {
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
export {
  formatNumberToLocalString,
  formatTokenValue,
  formatTransactionAmount,
} from '../format/formatNumber'
export { formatRelativeTime } from '../format/formatRelativeTime'
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
export type { ApiUrls, AppKitOptions, SiwxConfig } from '../options/options'
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
