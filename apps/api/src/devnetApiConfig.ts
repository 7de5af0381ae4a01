import type { ApiConfig, ChainConfig } from './config'

/** The parts of a devnet's info (`@appkit/test` DevnetInfo) the API needs. */
export interface DevnetLike {
  chains: readonly { chainId: number; name: string; nativeSymbol: string; rpcUrl: string }[]
  contracts: Readonly<
    Record<number, { usdc: `0x${string}`; nft: `0x${string}`; swapPool?: `0x${string}` }>
  >
  /** The regtest bitcoind, when the devnet runs one. */
  bitcoin?: { chainId: string; rpcUrl: string; rpcUser: string; rpcPassword: string } | undefined
}

/** The devnet's price table in USD (a configured price source; no market data here). */
export const devnetPrices: Record<string, number> = { ETH: 3000, POL: 0.5, USDC: 1 }

/**
 * API configuration for the devnet: its chains, USDC in the token list, the NFT followed, the swap
 * pool (native coin / USDC) of the convert routes, the price table, and its Bitcoin node if any.
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
  return { chains, prices: devnetPrices, ...(bitcoin ? { bitcoin } : {}), ...overrides }
}
