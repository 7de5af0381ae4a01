import type { CaipNetwork } from '@appkit/core'
import type { DevnetConfig } from './DevnetConfig'

/** The devnet's chains as AppKit networks, read only over their 127.0.0.1 RPC URLs. */
export function toCaipNetworks(devnet: DevnetConfig): CaipNetwork[] {
  return devnet.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
}
