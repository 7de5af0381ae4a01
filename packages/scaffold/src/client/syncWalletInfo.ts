import * as controllers from '@appkit/core/controllers'
import { type AppKitCore, CHAIN_NAMESPACES } from '@appkit/core/internal'
import { subscribe } from 'valtio'

function apply(core: AppKitCore): void {
  for (const namespace of CHAIN_NAMESPACES) {
    const account = core.chain.namespaces[namespace]?.accountState
    if (!account?.connectorId || account.connectedWalletInfo?.id === account.connectorId) continue
    const connector = controllers.connectors.getConnector(core.connectors, account.connectorId)
    if (!connector) continue
    account.connectedWalletInfo = {
      id: connector.id,
      name: connector.name,
      type: connector.type,
      ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    }
  }
}

/**
 * Keeps each namespace's `connectedWalletInfo` (name, icon, type, rdns) on the connector it is
 * connected through, also after a reconnect at start. Returns the function that stops it.
 */
export function syncWalletInfo(core: AppKitCore): () => void {
  apply(core)
  const stopChain = subscribe(core.chain, () => apply(core))
  const stopConnectors = subscribe(core.connectors, () => apply(core))
  return () => {
    stopChain()
    stopConnectors()
  }
}
