import type { DatabaseConfig } from './db/Database'
import type { RemoteFeatures } from './projects/defaultFeatures'

/** An ERC-20 the balance route reports and the indexer follows. */
export interface TokenConfig {
  address: `0x${string}`
  symbol: string
  name: string
  decimals: number
}

/** One EVM chain the service answers for. */
export interface ChainConfig {
  chainId: number
  name: string
  rpcUrl: string
  wsUrl?: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  tokens?: TokenConfig[]
  /** ERC-721 contracts whose transfers the indexer stores. */
  nfts?: { address: `0x${string}`; name: string; symbol: string }[]
  /** The swap pool of the convert routes (a DevSwapPool: native coin against `token`, one of `tokens`). */
  swap?: SwapPoolConfig
}

/** A constant-product pool between the native coin and one ERC-20 (the devnet's DevSwapPool). */
export interface SwapPoolConfig {
  pool: `0x${string}`
  token: `0x${string}`
}

/** The Bitcoin node behind the bip122 routes (the devnet's regtest bitcoind): its JSON-RPC. */
export interface BitcoinNodeConfig {
  /** CAIP-2 id of its network (`bip122:` and the genesis hash's first 32 hex digits). */
  chainId: string
  rpcUrl: string
  rpcUser: string
  rpcPassword: string
}

/** One Cosmos chain the account routes answer for (`cosmos:<chain-id>`): balance and history. */
export interface CosmosChainConfig {
  /** CAIP-2 id: `cosmos:` and the chain id. */
  chainId: string
  name: string
  /** The CometBFT JSON-RPC URL (`tx_search`, `header`). */
  rpcUrl: string
  /** The LCD (REST) base URL (`/cosmos/bank/v1beta1/balances/{address}`). */
  restUrl: string
  /** The native coin's base denom (`uatom`). */
  denom: string
  /** The native coin as the balance and history show it (ATOM, 6 decimals). */
  coin: { name: string; symbol: string; decimals: number }
  /**
   * A test network (a testnet or the devnet's simulator): its coin has no market value, so no
   * price or fiat value is given for it, even when `prices` has its symbol.
   */
  testnet?: boolean
}

/** An SPL token (Token or Token-2022 program) the Solana balance route reports. */
export interface SolanaTokenConfig {
  /** The mint's address (base58). */
  mint: string
  symbol: string
  name: string
  decimals: number
}

/** One Solana cluster the service answers for: balances, history and the JSON-RPC proxy. */
export interface SolanaChainConfig {
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  chainId: string
  name: string
  /** Its HTTP JSON-RPC (the devnet's litesvm server, or a node of the cluster). */
  rpcUrl: string
  /** The SPL tokens of the balance route (like `tokens` of an EVM chain). */
  tokens?: SolanaTokenConfig[]
}

/** One Polkadot (Substrate) network the service answers balances for (`polkadot:` ids). */
export interface PolkadotChainConfig {
  /** CAIP-2 id: `polkadot:` and the first 32 hex digits of the genesis hash. */
  chainId: string
  name: string
  /** Its JSON-RPC over HTTP (a node, or the devnet's chopsticks). */
  rpcUrl: string
  /** The native token (DOT with 10 decimals on Polkadot; ROC with 12 on the devnet). */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /**
   * A test network (Rococo, Westend, Paseo, the devnet's chopsticks): its token has no market
   * value, so no price or fiat value is given for it, even when `prices` has its symbol.
   */
  testnet?: boolean
}

/** A project seeded at start (upserted into the `projects` table). */
export interface ProjectSeed {
  id: string
  name?: string
  allowedOrigins?: string[]
  features?: Partial<RemoteFeatures>
  analyticsEnabled?: boolean
}

export interface ApiConfig {
  host?: string
  port?: number
  database?: DatabaseConfig
  /** The project used when a request names none (or an unknown one, unless `strictProjectIds`). */
  defaultProjectId?: string
  /** Allowed origins of the default project; wildcards match by origin (`https://*.example.com`). */
  allowedOrigins?: string[]
  projects?: ProjectSeed[]
  strictProjectIds?: boolean
  /** Bearer token of PUT /admin/v1/projects/{id}; without one that route refuses every call. */
  adminToken?: string
  /** Requests per client (IP) per window; `false` turns limiting off. */
  rateLimit?: { max: number; windowMs: number } | false
  /** `false` for silence; else pino options (level, and a stream for tests). */
  logger?: false | { level?: string; stream?: { write(line: string): void } }
  chains?: ChainConfig[]
  /**
   * USD prices by symbol: the deployment's price table (no market feed is fetched). A token whose
   * symbol has none, or of a network marked `testnet`, gets price 0 and no value.
   */
  prices?: Record<string, number>
  /** Suffix of registered names: the deployment's own zone (default `.appkit.localhost`). */
  nameSuffix?: string
  /** Oldest accepted registration timestamp, in seconds before now. */
  nameMaxAgeSeconds?: number
  /** Indexer polling; `false` disables it. */
  indexer?: { pollMs: number } | false
  /** The clock in milliseconds; injected so tests can move it. */
  now?: () => number
  /**
   * Private key of the dev on-ramp provider's funding account (a devnet test key): its Pay sends
   * USDC from it. Without one, the provider's pages show but cannot deliver.
   */
  onrampFundingKey?: `0x${string}`
  /** The Bitcoin node of the bip122 UTXO and balance routes; without one they answer 404. */
  bitcoin?: BitcoinNodeConfig
  /** Solana clusters (balances with SOL and `tokens`, history, the RPC proxy for `solana:` ids). */
  solanaChains?: SolanaChainConfig[]
  /** Cosmos chains (native balance from the LCD, history from CometBFT `tx_search`). */
  cosmosChains?: CosmosChainConfig[]
  /** Polkadot networks (native balance for `polkadot:` ids). */
  polkadotChains?: PolkadotChainConfig[]
}

/** The configuration with every default filled in. */
export type ResolvedConfig = Required<
  Omit<
    ApiConfig,
    'database' | 'logger' | 'rateLimit' | 'indexer' | 'adminToken' | 'onrampFundingKey' | 'bitcoin'
  >
> & {
  bitcoin: BitcoinNodeConfig | undefined
  adminToken: string | undefined
  onrampFundingKey: `0x${string}` | undefined
  database: DatabaseConfig
  logger: ApiConfig['logger']
  rateLimit: ApiConfig['rateLimit']
  indexer: ApiConfig['indexer']
}

/** Fills the defaults: loopback, PGlite in memory, one default project, `.appkit.localhost` names. */
export function resolveConfig(config: ApiConfig = {}): ResolvedConfig {
  return {
    host: config.host ?? '127.0.0.1',
    port: config.port ?? 0,
    database: config.database ?? {},
    defaultProjectId: config.defaultProjectId ?? 'default',
    allowedOrigins: config.allowedOrigins ?? ['http://localhost:*', 'http://127.0.0.1:*'],
    projects: config.projects ?? [],
    strictProjectIds: config.strictProjectIds ?? false,
    adminToken: config.adminToken,
    rateLimit: config.rateLimit ?? { max: 600, windowMs: 60_000 },
    logger: config.logger ?? { level: 'info' },
    chains: config.chains ?? [],
    solanaChains: config.solanaChains ?? [],
    cosmosChains: config.cosmosChains ?? [],
    polkadotChains: config.polkadotChains ?? [],
    prices: config.prices ?? {},
    nameSuffix: config.nameSuffix ?? '.appkit.localhost',
    nameMaxAgeSeconds: config.nameMaxAgeSeconds ?? 300,
    indexer: config.indexer ?? { pollMs: 500 },
    now: config.now ?? Date.now,
    onrampFundingKey: config.onrampFundingKey,
    bitcoin: config.bitcoin,
  }
}
