export {
  createPolkadotDevWallet,
  type PolkadotDevWallet,
} from '../createPolkadotDevWallet'
export type { PolkadotDevWalletOptions } from '../PolkadotDevWalletOptions'
export {
  installPolkadotDevWallet,
  type PolkadotDevWalletPageConfig,
} from '../pageScript/installPolkadotDevWallet'
export { POLKADOT_DEV_MNEMONIC, polkadotDevUri } from '../polkadotDevKeys'
export { type InjectedWeb3Target, registerPolkadotDevWallet } from '../registerPolkadotDevWallet'
