export { CosmosAdapter, type PreparedCosmosTransfer } from '../CosmosAdapter'
export type { CosmosAdapterOptions } from '../CosmosAdapterOptions'
export {
  CosmosAdapterConfigError,
  CosmosBroadcastError,
  CosmosWalletConnectError,
  UnsupportedTransactionKindError,
} from '../errors/cosmosErrors'
export { toCosmosAdapterError } from '../errors/toCosmosAdapterError'
export type { CosmosChainConfig, ResolvedCosmosChain } from '../networks/CosmosChainConfig'
export {
  type CosmosNetworkFacts,
  chainIdOf,
  cosmosHub,
  defineCosmosNetwork,
} from '../networks/cosmosNetworks'
export { findCosmosWallets } from '../provider/findCosmosWallets'
export type { CosmosWallet, KeplrKey, KeplrProvider } from '../provider/KeplrProvider'
export {
  COSMOS_APPROVAL_METHODS,
  COSMOS_REQUEST_POLICY,
  COSMOS_SAFE_METHODS,
} from '../requests/cosmosRequestPolicy'
export {
  COSMOS_WALLET_CONNECT_METHODS,
  cosmosWalletConnectNamespace,
} from '../walletConnect/cosmosWalletConnectNamespace'
export { COSMOS_WALLET_CONNECT_NAME } from '../walletConnect/createCosmosWalletConnect'
