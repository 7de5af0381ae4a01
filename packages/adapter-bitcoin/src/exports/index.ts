export type { BitcoinSessionAccount } from '../accounts/toAdapterAccounts'
export { BitcoinAdapter, type PreparedBitcoinTransfer } from '../BitcoinAdapter'
export type { BitcoinAdapterOptions } from '../BitcoinAdapterOptions'
export {
  BitcoinAdapterConfigError,
  BitcoinBroadcastError,
  BitcoinUtxoSourceError,
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
export type { BitcoinUtxo, BitcoinUtxoSource } from '../source/BitcoinUtxoSource'
export { type ApiUtxoSourceParameters, createApiUtxoSource } from '../source/createApiUtxoSource'
export { DUST_SATS, estimateVsize, selectCoins } from '../transfer/selectCoins'
export type { BitcoinStandardWallet } from '../wallets/BitcoinWalletFeatures'
export type { BitcoinWalletRegistry } from '../wallets/BitcoinWalletRegistry'
export { selectBitcoinWallets } from '../wallets/selectBitcoinWallets'
