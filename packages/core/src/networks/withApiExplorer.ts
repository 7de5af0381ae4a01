import type { CaipNetwork } from '../types/network'
import { parseApiBaseUrl } from './parseApiBaseUrl'
import type { ApiRpcOptions } from './withApiRpc'

/** The name the Blockchain API's explorer goes by in a network's `blockExplorers`. */
export const API_EXPLORER_NAME = 'AppKit API explorer'

/**
 * Gives every network that has no block explorer of its own the Blockchain API's (apps/api)
 * transaction pages, e.g. `https://api.my.dapp/explorer/solana:<ref>` (a transaction is then
 * `…/tx/{hash}`): for a local or private chain that no public explorer knows. Networks with an
 * explorer (the built-in mainnets) keep it; the input is not changed.
 */
export function withApiExplorer<const T extends readonly CaipNetwork[]>(
  networks: T,
  options: ApiRpcOptions | string,
): { [K in keyof T]: CaipNetwork } {
  const { url, projectId } = typeof options === 'string' ? { url: options } : options
  const base = parseApiBaseUrl(url)
  return networks.map((network) => {
    if (network.blockExplorers) return network
    const [namespace, reference] = network.caipNetworkId.split(':') as [string, string]
    const explorer = new URL(
      `explorer/${encodeURIComponent(namespace)}:${encodeURIComponent(reference)}`,
      base,
    )
    if (projectId) explorer.searchParams.set('projectId', projectId)
    return {
      ...network,
      blockExplorers: { default: { name: API_EXPLORER_NAME, url: explorer.href } },
    }
  }) as { [K in keyof T]: CaipNetwork }
}
