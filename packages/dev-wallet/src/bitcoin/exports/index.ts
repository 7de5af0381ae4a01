export type { BitcoinDevWalletOptions } from '../BitcoinDevWalletOptions'
export type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinInputToSign,
  BitcoinSignMessageFeature,
  BitcoinSignMessageInput,
  BitcoinSignMessageOutput,
  BitcoinSignTransactionFeature,
  BitcoinSignTransactionInput,
} from '../BitcoinWalletFeatures'
export {
  type BitcoinDevAccount,
  type BitcoinDevNetwork,
  bitcoinDevAccounts,
} from '../bitcoinDevAccounts'
export { BITCOIN_DEV_KEYS, type BitcoinDevKey } from '../bitcoinDevKeys'
export {
  type BitcoinDevWallet,
  type BitcoinDevWalletFeatures,
  createBitcoinDevWallet,
} from '../createBitcoinDevWallet'
export { describePsbt, formatSats, type PsbtDescription } from '../describePsbt'
export {
  type BitcoinDevWalletPageConfig,
  installBitcoinDevWallet,
} from '../pageScript/installBitcoinDevWallet'
export { registerBitcoinDevWallet } from '../registerBitcoinDevWallet'
export {
  createSatsConnectDevProvider,
  SATS_CONNECT_DEV_METHODS,
  type SatsConnectDevProtocol,
  type SatsConnectDevProvider,
  type SatsConnectDevProviderOptions,
  type SatsConnectDevResponse,
} from '../satsConnect/createSatsConnectDevProvider'
export {
  registerSatsConnectDevWallet,
  SATS_CONNECT_DEV_PROVIDER_ID,
  SATS_CONNECT_DEV_WALLET_NAME,
  type SatsConnectDevWalletOptions,
} from '../satsConnect/registerSatsConnectDevWallet'
export { bitcoinMessageHash, signBip137Message } from '../signBip137Message'
export { serializeWitness, signBip322Simple } from '../signBip322Simple'
