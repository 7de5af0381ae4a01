import type { CaipNetwork, ChainNamespace } from '../types/network'

/** Builds a network for tests and demos. */
export function makeNetwork(
  namespace: ChainNamespace,
  id: number | string,
  name = `${namespace}:${id}`,
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    name,
    nativeCurrency: {
      name: 'Coin',
      symbol: namespace === 'solana' ? 'SOL' : 'ETH',
      decimals: namespace === 'solana' ? 9 : 18,
    },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}

/** Ethereum mainnet as a test network. */
export const mainnet = makeNetwork('eip155', 1, 'Ethereum')
/** Optimism as a test network. */
export const optimism = makeNetwork('eip155', 10, 'Optimism')
/** Solana mainnet as a test network. */
export const solanaMainnet = makeNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
