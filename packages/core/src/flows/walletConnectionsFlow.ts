import { formatCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import { showMessageAlert } from '../controllers/alerts/alerts'
import { setChainAccountData } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getNamespaceState } from '../controllers/chain/chain'
import { getConnections, listConnections } from '../controllers/connections/connections'
import { getConnector } from '../controllers/connectors/connectors'
import { rejectPendingRequests } from '../controllers/requests/requests'
import { DisconnectFailedError, MultiWalletNotEnabledError } from '../errors/connectionErrors'
import { ProviderDisconnectedError } from '../errors/providerErrors'
import type { Connection } from '../types/connector'
import type { ChainNamespace } from '../types/network'
import { onConnected, onDisconnectEvent, switchConnectionGated } from './connectionFlow'
import { reportFlowError } from './reportFlowError'

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** Points the namespace's account (connector, address, CAIP address) at a stored connection. */
function followConnection(core: AppKitCore, namespace: ChainNamespace, connectorId: string): void {
  const connection = getConnections(core.connections, namespace).find((c) =>
    same(c.connectorId, connectorId),
  )
  const address = connection?.accounts[0]?.address
  if (!connection || !address) return
  const state = getNamespaceState(core.chain, namespace)
  if (connection.caipNetwork) state.networkState.caipNetwork = connection.caipNetwork
  const network = state.networkState.caipNetwork
  setChainAccountData(core.chain, namespace, {
    connectorId: connection.connectorId,
    address,
    ...(network ? { caipAddress: formatCaipAddress(network.caipNetworkId, address) } : {}),
  })
}

/**
 * Lists the wallets of `namespace` for ProfileWallets under the multi-wallet gate: without the
 * remote flag the info alert 'Multi-Wallet Not Enabled' shows and nothing is listed (SPEC §6).
 */
export function listWalletConnections(core: AppKitCore, namespace: ChainNamespace): Connection[] {
  try {
    return listConnections(core.connections, namespace, core.features.multiWallet)
  } catch (error) {
    if (!(error instanceof MultiWalletNotEnabledError)) throw error
    showMessageAlert(core.alerts, 'info', error.shortMessage)
    return []
  }
}

/**
 * Makes a stored connection the active wallet of `namespace` (ProfileWallets): the SPEC §4
 * switching rules under the multi-wallet gate ('Multi-Wallet Not Enabled' info alert without
 * the remote flag), then the account shows that wallet's address. A disconnected connection
 * reconnects through its adapter first. Resolves whether it switched.
 */
export async function activateConnection(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<boolean> {
  const connector = getConnector(core.connectors, connectorId) ?? {
    id: connectorId,
    type: 'EXTERNAL' as const,
  }
  const socialProvider = getNamespaceState(core.chain, namespace).accountState.socialProvider
  const switched = await switchConnectionGated(core, {
    namespace,
    connector: { id: connector.id, type: connector.type },
    ...(socialProvider ? { socialProvider } : {}),
    runFlow: async (_flow, id) => {
      const result = await getAdapter(core.chain, namespace).connect({ connectorId: id })
      await onConnected(core, namespace, id, result)
    },
  })
  if (switched) followConnection(core, namespace, connectorId)
  return switched
}

/**
 * Disconnects one wallet of `namespace` (ProfileWallets), under the multi-wallet gate. When it
 * was the active one, its pending requests reject (4900) and the first remaining connection
 * becomes the account; when it was the last, the account resets (SPEC §4). Resolves whether
 * it disconnected; 'Failed to disconnect' when the wallet refuses.
 */
export async function disconnectConnection(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<boolean> {
  if (!core.features.multiWallet) {
    showMessageAlert(core.alerts, 'info', new MultiWalletNotEnabledError().shortMessage)
    return false
  }
  try {
    await getAdapter(core.chain, namespace).disconnect({ connectorId })
  } catch (cause) {
    const error = new DisconnectFailedError({ cause })
    void reportFlowError(core, error)
    throw error
  }
  const wasActive = same(core.connections.activeConnectorIds[namespace], connectorId)
  if (wasActive) {
    core.siwx.hasSession = false
    core.siwx.session = undefined
    rejectPendingRequests(core.requests, new ProviderDisconnectedError(), { onlyNotSafe: false })
  }
  await onDisconnectEvent(core, namespace, connectorId)
  const next = core.connections.activeConnectorIds[namespace]
  if (wasActive && next) followConnection(core, namespace, next)
  return true
}
