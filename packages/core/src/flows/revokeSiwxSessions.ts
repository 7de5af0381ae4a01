import { formatCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { trackEvent } from '../controllers/events/events'
import type { CaipNetworkId, ChainNamespace } from '../types/network'
import { eventsContext } from './eventsContext'

/**
 * Removes the SIWX sessions of `address` on `chainId` through the config's `deleteSessions`,
 * the wallet of `namespace` signing a server revocation when the storage asks, then records
 * SIWX_SIGN_OUT. Rejects as the storage does; the caller decides what a failure means.
 */
export async function revokeSiwxSessions(
  core: AppKitCore,
  namespace: ChainNamespace,
  chainId: CaipNetworkId,
  address: string,
): Promise<void> {
  const caipAddress = formatCaipAddress(chainId, address)
  await core.options.siwx?.deleteSessions?.(chainId, address, {
    signMessage: (message) =>
      getAdapter(core.chain, namespace).signMessage({ message, caipAddress }),
  })
  trackEvent(eventsContext(core), { event: 'SIWX_SIGN_OUT', properties: { network: chainId } })
}
