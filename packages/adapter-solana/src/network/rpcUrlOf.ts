import type { CaipNetwork } from '@appkit/core'
import { SolanaAdapterConfigError } from '../errors/SolanaAdapterConfigError'

/** The first JSON-RPC URL the dapp configured for `network`; throws when it named none. */
export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new SolanaAdapterConfigError(`No RPC URL for ${network.caipNetworkId}`, {
      details: 'Give the network rpcUrls.default.http (for example through withApiRpc).',
    })
  return url
}
