import type {
  ApiConfig,
  ChainConfig,
  CosmosChainConfig,
  PolkadotChainConfig,
  SolanaChainConfig,
} from './config'

/** The parts of a devnet's info (`@appkit/test` DevnetInfo) the API needs. */
export interface DevnetLike {
  chains: readonly { chainId: number; name: string; nativeSymbol: string; rpcUrl: string }[]
  contracts: Readonly<
    Record<number, { usdc: `0x${string}`; nft: `0x${string}`; swapPool?: `0x${string}` }>
  >
  /** The Solana devnet (litesvm behind @appkit/test's JSON-RPC server). */
  solana?: { rpcUrl: string; genesisHash: string } | undefined
  /** The regtest bitcoind, when the devnet runs one. */
  bitcoin?: { chainId: string; rpcUrl: string; rpcUser: string; rpcPassword: string } | undefined
  /** The Cosmos simulator's chains (bank ledgers in CometBFT RPC shapes, with LCD routes). */
  cosmos?:
    | { chains: readonly { chainId: string; rpcUrl: string; restUrl: string; denom: string }[] }
    | undefined
  /** The Polkadot chain (chopsticks running Asset Hub Rococo), when the devnet runs one. */
  polkadot?: { chainId: string; httpUrl: string; symbol: string; decimals: number } | undefined
}

/**
 * The devnet's price table in USD (a configured price source; no market data here). Its Cosmos
 * simulator and its Polkadot chain (Asset Hub Rococo) are marked `testnet`: their ATOM and ROC get
 * no price or value whatever this table says. DOT and ATOM prices apply to a deployment's
 * networks whose token is DOT or ATOM and that are not marked `testnet`.
 */
export const devnetPrices: Record<string, number> = {
  ETH: 3000,
  POL: 0.5,
  USDC: 1,
  SOL: 150,
  BTC: 60000,
  DOT: 5,
}

/**
 * The Solana devnet's USD Coin: the fixed mint address of @appkit/test's SOLANA_DEV_USDC (a mint
 * whose key is derived from the public dev mnemonic), 6 decimals.
 */
export const DEVNET_SOLANA_USDC = {
  mint: 'GYUbjc8XZSbz8K21zBasax5SFH2bsy1Z1eBJeSE8Zhce',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
} as const

/**
 * API configuration for the devnet: its chains, USDC in the token list, the NFT followed, the swap
 * pool (native coin / USDC) of the convert routes, the price table, its Solana chain (SOL and the
 * USDC mint), its Cosmos simulator's chains (ATOM), its Bitcoin node and its Polkadot chain if any.
 */
export function devnetApiConfig(devnet: DevnetLike, overrides: ApiConfig = {}): ApiConfig {
  const chains: ChainConfig[] = devnet.chains.map((chain) => {
    const contracts = devnet.contracts[chain.chainId]
    return {
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: {
        name: chain.nativeSymbol === 'ETH' ? 'Ether' : chain.nativeSymbol,
        symbol: chain.nativeSymbol,
        decimals: 18,
      },
      tokens: contracts
        ? [{ address: contracts.usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 }]
        : [],
      nfts: contracts ? [{ address: contracts.nft, name: 'AppKit Dev NFT', symbol: 'ADN' }] : [],
      ...(contracts?.swapPool ? { swap: { pool: contracts.swapPool, token: contracts.usdc } } : {}),
    }
  })
  const bitcoin = devnet.bitcoin
    ? {
        chainId: devnet.bitcoin.chainId,
        rpcUrl: devnet.bitcoin.rpcUrl,
        rpcUser: devnet.bitcoin.rpcUser,
        rpcPassword: devnet.bitcoin.rpcPassword,
      }
    : undefined
  const solanaChains: SolanaChainConfig[] = devnet.solana
    ? [
        {
          chainId: `solana:${devnet.solana.genesisHash.slice(0, 32)}`,
          name: 'Solana Devnet (local)',
          rpcUrl: devnet.solana.rpcUrl,
          tokens: [{ ...DEVNET_SOLANA_USDC }],
        },
      ]
    : []
  const cosmosChains: CosmosChainConfig[] = (devnet.cosmos?.chains ?? []).map((chain) => ({
    chainId: `cosmos:${chain.chainId}`,
    name: `Cosmos ${chain.chainId} (simulator)`,
    rpcUrl: chain.rpcUrl,
    restUrl: chain.restUrl,
    denom: chain.denom,
    coin: { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 },
    // A simulator: its ATOM is no market's coin, whatever a price table says of ATOM.
    testnet: true,
  }))
  const polkadotChains: PolkadotChainConfig[] = devnet.polkadot
    ? [
        {
          chainId: devnet.polkadot.chainId,
          name: 'Asset Hub Rococo (local)',
          rpcUrl: devnet.polkadot.httpUrl,
          nativeCurrency: {
            name: 'Rococo',
            symbol: devnet.polkadot.symbol,
            decimals: devnet.polkadot.decimals,
          },
          // Asset Hub Rococo, a test network: ROC has no market value.
          testnet: true,
        },
      ]
    : []
  return {
    chains,
    solanaChains,
    cosmosChains,
    polkadotChains,
    prices: devnetPrices,
    ...(bitcoin ? { bitcoin } : {}),
    ...overrides,
  }
}
