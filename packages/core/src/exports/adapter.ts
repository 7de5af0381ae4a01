// `@appkit/core/adapter`: for authors of chain adapters. The `ChainAdapter` contract (with its
// optional capabilities and transaction shapes), and the helpers adapters build on: CAIP
// splitting, provider errors, the JSON-RPC transport and storage under AppKit's key prefix.
// The names dapps and adapters share (CAIP types, `CaipNetwork`, `Connector`, `BaseError`,
// `UserRejectedRequestError`, `formatUnits`, ...) stay in `@appkit/core`.

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
  AUTH_CONNECTOR_ID,
  type EmbeddedWalletCapability,
  type EmbeddedWalletSession,
  hasEmbeddedWallet,
} from '../adapter/EmbeddedWalletCapability'
export {
  type JoinWalletConnectSessionParameters,
  joinWalletConnectSession,
} from '../adapter/joinWalletConnectSession'
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
export {
  type WalletConnectParticipant,
  WalletConnectParticipantAdapter,
} from '../adapter/WalletConnectParticipant'
export {
  formatCaipAddress,
  formatCaipNetworkId,
  splitCaipAddress,
} from '../caip/caipAddressParts'
export { parseCaip19AssetId } from '../caip/toCaip19AssetId'
export {
  FALLBACK_TRANSPORT_SAMPLE_COUNT,
  FALLBACK_TRANSPORT_WEIGHTS,
} from '../constants/limitConstants'
export { SOLANA_PREFLIGHT_COMMITMENTS } from '../constants/networkConstants'
export { FALLBACK_TRANSPORT_PING_MS } from '../constants/timeConstants'
export {
  PROVIDER_ERROR_CODES,
  UnsupportedProviderMethodError,
} from '../errors/providerErrors'
export { toProviderRpcError } from '../errors/toProviderRpcError'
export { formatCutJson } from '../format/formatCutJson'
export { type AppKitStorage, createStorage } from '../storage/createStorage'
export { STORAGE_KEY_PREFIX } from '../storage/storageKeys'
export {
  createJsonRpcTransport,
  type JsonRpcTransport,
} from '../transport/createJsonRpcTransport'
export type { TransportConfig } from '../transport/transportConfig'
