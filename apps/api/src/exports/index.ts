export type {
  ApiConfig,
  BitcoinNodeConfig,
  ChainConfig,
  PolkadotChainConfig,
  ProjectSeed,
  SolanaChainConfig,
  SolanaTokenConfig,
  TokenConfig,
} from '../config'
export type { Database, DatabaseConfig, Queryable } from '../db/Database'
export { openDatabase } from '../db/openDatabase'
export type { RemoteFeatures } from '../projects/defaultFeatures'
export { defaultFeatures } from '../projects/defaultFeatures'
export {
  ApiError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UpstreamError,
} from '../server/ApiError'
export { type ApiServer, createApiServer } from '../server/createApiServer'
export { originMatches } from '../server/originMatches'
export { type RunningApiServer, startApiServer } from '../server/startApiServer'
export {
  type RunningBitcoinApiServer,
  startBitcoinApiServer,
} from '../server/startBitcoinApiServer'
export { InvalidWalletError, isSafeWalletLink } from '../wallets/validateWallets'
export type { Wallet } from '../wallets/Wallet'
