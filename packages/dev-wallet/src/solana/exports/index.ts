export {
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletFeatures,
} from '../createSolanaDevWallet'
export { installSolanaDevWallet } from '../installSolanaDevWallet'
export type {
  ResolvedSolanaPageConfig,
  SolanaDevWalletPageConfig,
} from '../readSolanaPageConfig'
export { readSolanaPageConfig } from '../readSolanaPageConfig'
export { registerSolanaDevWallet } from '../registerSolanaDevWallet'
export type { SolanaDevWalletCluster, SolanaDevWalletOptions } from '../SolanaDevWalletTypes'
export { SolanaNodeError } from '../SolanaNodeError'
export { solanaChainId } from '../solanaChainId'
export { SOLANA_DEV_SEEDS } from '../solanaDevSeeds'
