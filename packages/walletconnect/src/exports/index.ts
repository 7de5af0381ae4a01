export {
  buildProposalNamespaces,
  type ProposalNamespace,
} from '../buildProposalNamespaces'
export { createWalletConnect, type WalletConnectClient } from '../createWalletConnect'
export { PairingCancelledError } from '../errors/PairingCancelledError'
export { PairingSupersededError } from '../errors/PairingSupersededError'
export { WalletConnectConfigError } from '../errors/WalletConnectConfigError'
export type {
  WalletConnectDefaults,
  WalletConnectMetadata,
  WalletConnectOptions,
  WalletConnectStorage,
} from '../WalletConnectOptions'
