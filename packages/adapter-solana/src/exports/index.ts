export {
  createSolanaAdapter,
  SOLANA_WALLET_STORAGE_KEY,
  type SolanaAdapter,
  type SolanaTokenBalance,
} from '../createSolanaAdapter'
export type { WalletsApi } from '../discovery/WalletsApi'
export { SolanaAdapterConfigError } from '../errors/SolanaAdapterConfigError'
export { SolanaConfirmationTimeoutError } from '../errors/SolanaConfirmationTimeoutError'
export { SolanaRpcError } from '../errors/SolanaRpcError'
export { SolanaTransactionError } from '../errors/SolanaTransactionError'
export { SolanaWalletConnectError } from '../errors/SolanaWalletConnectError'
export { SolanaWalletFeatureError } from '../errors/SolanaWalletFeatureError'
export { toSolanaAdapterError } from '../errors/toSolanaAdapterError'
export { UnsupportedTransactionKindError } from '../errors/UnsupportedTransactionKindError'
export {
  isSolanaPreflightCommitment,
  type SolanaCommitmentLevel,
  type SolanaPreflightCommitment,
  toCommitmentLevel,
} from '../network/preflightCommitment'
export { type SolanaLocalNetworkParams, solanaLocalNetwork } from '../network/solanaLocalNetwork'
export { solanaRequestPolicy } from '../requests/solanaRequestPolicy'
export { summarizeSolanaRequest } from '../requests/summarizeSolanaRequest'
export type { SolanaAdapterOptions } from '../SolanaAdapterOptions'
export { SOLANA_WALLET_CONNECT_NAME } from '../walletConnect/createSolanaWalletConnect'
export {
  SOLANA_WALLET_CONNECT_METHODS,
  solanaWalletConnectNamespace,
} from '../walletConnect/solanaWalletConnectNamespace'
