import { subscribe } from 'valtio'
import type { AppKitCore } from '../client/createAppKitCore'
import { readStored, writeStored } from '../client/services'
import { getActiveNetwork, setActiveNetwork } from '../controllers/chain/chain'

/** The storage key of the active network (CAIP-2). */
export const ACTIVE_NETWORK_STORAGE_KEY = 'ACTIVE_CAIP_NETWORK_ID'

/**
 * Restores the stored active network when it is one the dapp configured (a stored id that is
 * not configured, or malformed, is ignored: the default stays, HOSTILE D), then stores every
 * change. Returns the function that stops storing.
 */
export function persistActiveNetwork(core: AppKitCore): () => void {
  const stored = readStored<unknown>(core.services.storage, ACTIVE_NETWORK_STORAGE_KEY, undefined)
  const network =
    typeof stored === 'string'
      ? core.chain.networks.find((n) => n.caipNetworkId === stored)
      : undefined
  if (network) setActiveNetwork(core.chain, network)
  let last = getActiveNetwork(core.chain)?.caipNetworkId
  return subscribe(core.chain, () => {
    const current = getActiveNetwork(core.chain)?.caipNetworkId
    if (current === last || current === undefined) return
    last = current
    writeStored(core.services.storage, ACTIVE_NETWORK_STORAGE_KEY, current)
  })
}
