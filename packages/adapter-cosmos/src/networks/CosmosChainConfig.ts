import type { CaipNetwork } from '@appkit/core'
import { CosmosAdapterConfigError } from '../errors/cosmosErrors'
import { chainIdOf } from './cosmosNetworks'

/** Per-network settings of the adapter; every field has a default. */
export type CosmosChainConfig = {
  /** The CometBFT RPC URL; the network's first `rpcUrls.default.http` by default. */
  readonly rpcUrl?: string
  /** The base denom of the native coin; `u` + the symbol in lower case (`uatom`) by default. */
  readonly denom?: string
  /** The gas price as cosmjs writes it (`0.0025uatom`); 0.0025 of the denom by default. */
  readonly gasPrice?: string
  /** What the simulated gas is multiplied by (1.4 by default, as cosmjs' 'auto'). */
  readonly gasAdjustment?: number
}

/** The settings of one network with every default applied. */
export type ResolvedCosmosChain = {
  readonly chainId: string
  readonly rpcUrl: string
  readonly denom: string
  readonly decimals: number
  readonly symbol: string
  readonly gasPrice: string
  readonly gasAdjustment: number
}

/** Applies the defaults to a network's settings; throws CosmosAdapterConfigError without an RPC URL. */
export function resolveCosmosChain(
  network: CaipNetwork,
  config: CosmosChainConfig = {},
): ResolvedCosmosChain {
  const rpcUrl = config.rpcUrl ?? network.rpcUrls.default.http[0]
  if (!rpcUrl)
    throw new CosmosAdapterConfigError(`No RPC URL for ${network.caipNetworkId}`, {
      details: 'give the network rpcUrls or the adapter chains[caipNetworkId].rpcUrl',
    })
  const denom = config.denom ?? `u${network.nativeCurrency.symbol.toLowerCase()}`
  const gasPrice = config.gasPrice ?? `0.0025${denom}`
  if (!/^\d+(\.\d+)?[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(gasPrice))
    throw new CosmosAdapterConfigError(`Invalid gas price ${JSON.stringify(gasPrice)}`)
  return {
    chainId: chainIdOf(network.caipNetworkId),
    rpcUrl,
    denom,
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
    gasPrice,
    gasAdjustment: config.gasAdjustment ?? 1.4,
  }
}
