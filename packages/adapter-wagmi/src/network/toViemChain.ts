import type { CaipNetwork } from '@appkit/core'
import { type Chain, defineChain } from 'viem'
import { WagmiAdapterConfigError } from '../errors/WagmiAdapterConfigError'

/**
 * Turns a core network into a viem chain with exactly the RPC URLs the dapp configured (no
 * default provider host is ever added). Throws for non-EVM networks and networks without an
 * RPC URL.
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155')
    throw new WagmiAdapterConfigError(`The wagmi adapter serves eip155 networks only`, {
      details: network.caipNetworkId,
    })
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new WagmiAdapterConfigError('Invalid chainId', { details: String(network.id) })
  const http = [...network.rpcUrls.default.http]
  if (http.length === 0)
    throw new WagmiAdapterConfigError('A network needs an RPC URL', {
      details: `${network.caipNetworkId}: give it rpcUrls, or pass the networks through withApiRpc (@appkit/core/networks)`,
    })
  const explorer = network.blockExplorers?.default
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http } },
    ...(explorer ? { blockExplorers: { default: { ...explorer } } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  })
}
