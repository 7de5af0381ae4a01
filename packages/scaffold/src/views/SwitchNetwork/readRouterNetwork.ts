import type { CaipNetwork } from '@appkit/core'
import type * as controllers from '@appkit/core/controllers'

/**
 * The configured network a view is about (router data `network`), looked up by id among
 * `networks` so the view acts on the state's own object; undefined when absent or unknown.
 */
export function readRouterNetwork(
  data: controllers.router.RouterState['data'],
  networks: readonly CaipNetwork[],
): CaipNetwork | undefined {
  const network = data?.network
  if (typeof network !== 'object' || network === null) return undefined
  const id = (network as { caipNetworkId?: unknown }).caipNetworkId
  return networks.find((n) => n.caipNetworkId === id)
}
