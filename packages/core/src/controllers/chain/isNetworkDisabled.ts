import type { CaipNetwork } from '../../types/network'
import type { ChainState } from './chain'

/**
 * True when the network list must show `network` disabled: an account is connected in its
 * namespace, that wallet does not support all networks, and the network is not among the
 * ones it approved. The embedded e-mail/social wallet (connector type 'AUTH') switches itself,
 * so nothing is disabled for it.
 */
export function isNetworkDisabled(
  chain: ChainState,
  network: CaipNetwork,
  connectorType?: string,
): boolean {
  const state = chain.namespaces[network.chainNamespace]
  if (!state?.accountState.caipAddress) return false
  if (state.networkState.supportsAllNetworks || connectorType === 'AUTH') return false
  return !state.networkState.approvedCaipNetworkIds.includes(network.caipNetworkId)
}
