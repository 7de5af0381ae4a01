export type { BitcoinSessionAccount } from '../accounts/toAdapterAccounts'
export { BitcoinAdapter, type PreparedBitcoinTransfer } from '../BitcoinAdapter'
export type { BitcoinAdapterOptions } from '../BitcoinAdapterOptions'
export {
  BitcoinAdapterConfigError,
  BitcoinBroadcastError,
  BitcoinSatsConnectError,
  BitcoinUtxoSourceError,
  BitcoinWalletConnectError,
  BitcoinWalletFeatureMissingError,
  InsufficientBitcoinError,
  UnsupportedTransactionKindError,
} from '../errors/bitcoinErrors'
export { toBitcoinAdapterError } from '../errors/toBitcoinAdapterError'
export {
  BITCOIN_NETWORKS,
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  toWalletStandardChain,
} from '../networks/bitcoinNetworks'
export {
  BITCOIN_APPROVAL_METHODS,
  BITCOIN_REQUEST_POLICY,
  BITCOIN_SAFE_METHODS,
} from '../requests/bitcoinRequestPolicy'
export {
  createSatsConnectWallet,
  type SatsConnectWallet,
} from '../satsConnect/createSatsConnectWallet'
export {
  type FoundSatsConnectProvider,
  findSatsConnectProviders,
} from '../satsConnect/findSatsConnectProviders'
export {
  SATS_CONNECT_USER_REJECTION,
  type SatsConnectAddress,
  type SatsConnectProvider,
  type SatsConnectProviderInfo,
  type SatsConnectResponse,
  type SatsConnectRpcErrorObject,
} from '../satsConnect/SatsConnectProvider'
export type { BitcoinUtxo, BitcoinUtxoSource } from '../source/BitcoinUtxoSource'
export { type ApiUtxoSourceParameters, createApiUtxoSource } from '../source/createApiUtxoSource'
export { DUST_SATS, estimateVsize, selectCoins } from '../transfer/selectCoins'
export {
  BIP122_WALLET_CONNECT_EVENTS,
  BIP122_WALLET_CONNECT_METHODS,
  bip122WalletConnectNamespace,
} from '../walletConnect/bip122WalletConnectNamespace'
export { BITCOIN_WALLET_CONNECT_NAME } from '../walletConnect/createBitcoinWalletConnect'
export type { BitcoinStandardWallet } from '../wallets/BitcoinWalletFeatures'
export type { BitcoinWalletRegistry } from '../wallets/BitcoinWalletRegistry'
export { selectBitcoinWallets } from '../wallets/selectBitcoinWallets'
