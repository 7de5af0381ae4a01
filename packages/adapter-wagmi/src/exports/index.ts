export {
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
} from '../connectors/registerWalletConnectors'
export type { ConnectorMeta } from '../connectors/toCoreConnector'
export type { AnnouncedWallet, ImitationWarning } from '../discovery/AnnouncedWallet'
export { isSafeIconUri } from '../discovery/isSafeIconUri'
export { readAnnouncement } from '../discovery/readAnnouncement'
export {
  type AnnouncedWalletsWatcher,
  type DiscoveryTarget,
  watchAnnouncedWallets,
} from '../discovery/watchAnnouncedWallets'
export { toAdapterError } from '../errors/toAdapterError'
export { WagmiAdapterConfigError } from '../errors/WagmiAdapterConfigError'
export { normalizeChainId } from '../network/normalizeChainId'
export { switchWalletChain, toAddEthereumChainParameter } from '../network/switchWalletChain'
export { toViemChain } from '../network/toViemChain'
export { guardProvider, type IgnoredEventLogger } from '../provider/guardProvider'
export { EVM_APPROVAL_METHODS, EVM_SAFE_METHODS } from '../requests/evmMethods'
export { EVM_REQUEST_POLICY } from '../requests/evmRequestPolicy'
export { summarizeEvmRequest } from '../requests/summarizeEvmRequest'
export {
  type ChainRpcOptions,
  type ChainTransport,
  createChainTransport,
  RPC_RANK_OPTIONS,
  RPC_RANK_PING_TIMEOUT_MS,
} from '../transport/createChainTransport'
export { WagmiAdapter } from '../WagmiAdapter'
export type { WagmiAdapterOptions } from '../WagmiAdapterOptions'
export {
  eip155WalletConnectNamespace,
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_METHODS,
} from '../walletConnect/eip155WalletConnectNamespace'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
  WALLET_CONNECT_SESSION_KEY,
  type WalletConnectConnectorParameters,
  type WalletConnectConnectorProperties,
  walletConnectConnector,
} from '../walletConnect/walletConnectConnector'
