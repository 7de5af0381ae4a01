// kernel: errors
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
  FrameRequestError,
  SomethingWentWrongError,
} from '../errors/frameErrors'
export { getProviderErrorAlert } from '../errors/getProviderErrorAlert'
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
  NoTransportUrlError,
  ResponseBodyTooLargeError,
  RpcResponseError,
  TimeoutError,
} from '../errors/transportErrors'
