export type { PolkadotSessionAccount } from '../accounts/toAdapterAccounts'
export { decodeSs58, encodeSs58, toSs58Format } from '../address/ss58'
export {
  InvalidPolkadotAddressError,
  PolkadotAdapterConfigError,
  PolkadotDispatchError,
  PolkadotTransactionRefusedError,
  UnsupportedTransactionKindError,
} from '../errors/polkadotErrors'
export { poolRefusalReason, toPolkadotAdapterError } from '../errors/toPolkadotAdapterError'
export {
  CHOPSTICKS_GENESIS_HASH,
  GENERIC_SS58_FORMAT,
  POLKADOT_SS58_FORMATS,
  type PolkadotLocalNetworkParams,
  polkadot,
  polkadotLocalNetwork,
  toPolkadotCaipNetworkId,
} from '../networks/polkadotNetworks'
export { PolkadotAdapter, type PreparedPolkadotTransfer } from '../PolkadotAdapter'
export type { PolkadotAdapterOptions } from '../PolkadotAdapterOptions'
export {
  POLKADOT_APPROVAL_METHODS,
  POLKADOT_REQUEST_POLICY,
  POLKADOT_SAFE_METHODS,
} from '../requests/polkadotRequestPolicy'
export { POLKADOT_WALLET_CONNECT_NAME } from '../walletConnect/createPolkadotWalletConnect'
export {
  POLKADOT_WALLET_CONNECT_METHODS,
  polkadotWalletConnectNamespace,
} from '../walletConnect/polkadotWalletConnectNamespace'
export {
  type InjectedWeb3Host,
  type PolkadotInjectedWallet,
  readInjectedWallets,
} from '../wallets/injectedWallets'
