import { subscribe } from 'valtio'
import type { AppKitCore } from '../client/createAppKitCore'
import { getActiveNetwork, setActiveNetwork } from '../controllers/chain/chain'

/** The storage key of the active network (CAIP-2). */
export const ACTIVE_NETWORK_STORAGE_KEY = 'active_caip_network_id'

/**
 * Restores the stored active network when it is one the dapp configured (a stored id that is
 * not configured, or malformed, is ignored: the default stays, HOSTILE D), then stores every
 * change. Returns the function that stops storing.
 */
export function persistActiveNetwork(core: AppKitCore): () => void {
  const stored = core.services.storage.get(ACTIVE_NETWORK_STORAGE_KEY)
  const network =
    stored === undefined ? undefined : core.chain.networks.find((n) => n.caipNetworkId === stored)
  if (network) setActiveNetwork(core.chain, network)
  let last = getActiveNetwork(core.chain)?.caipNetworkId
  return subscribe(core.chain, () => {
    const current = getActiveNetwork(core.chain)?.caipNetworkId
    if (current === last || current === undefined) return
    last = current
    core.services.storage.set(ACTIVE_NETWORK_STORAGE_KEY, current)
  })
}
