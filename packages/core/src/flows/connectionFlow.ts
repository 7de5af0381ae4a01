import type { ChainAdapterConnectResult } from '../adapter/ChainAdapter'
import { AUTH_CONNECTOR_ID } from '../adapter/EmbeddedWalletCapability'
import { splitCaipAddress } from '../caip/caipAddressParts'
import {
  type AppKitCore,
  CONNECTED_SOCIAL_STORAGE_KEY,
  CONNECTIONS_STORAGE_KEY,
} from '../client/createAppKitCore'
import { SIGN_OUT_ON_DISCONNECT } from '../constants/featureConstants'
import { showMessageAlert } from '../controllers/alerts/alerts'
import { resetAccount, setChainAccountData } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getNamespaceState } from '../controllers/chain/chain'
import {
  getConnectorsToReconnect,
  onConnectorDisconnected,
  setActiveConnector,
  upsertConnection,
} from '../controllers/connections/connections'
import {
  type SwitchConnectionParameters,
  switchConnection,
} from '../controllers/connections/switchConnection'
import { trackEvent } from '../controllers/events/events'
import { rejectPendingRequests } from '../controllers/requests/requests'
import { DisconnectFailedError, MultiWalletNotEnabledError } from '../errors/connectionErrors'
import { ProviderDisconnectedError } from '../errors/providerErrors'
import type { CaipNetworkId, ChainNamespace } from '../types/network'
import { connectEventProperties, errorMessage } from './eventProperties'
import { eventsContext } from './eventsContext'
import { revokeSiwxSessions } from './revokeSiwxSessions'

function persist(core: AppKitCore): void {
  core.services.storage.set(CONNECTIONS_STORAGE_KEY, {
    connected: core.connections.connectedConnectorIds,
    disconnected: core.connections.disconnectedConnectorIds,
  })
}

/**
 * Records a successful connection: account connected, connection stored and made the active
 * one of its namespace, event sent.
 */
export async function onConnected(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string,
  result: ChainAdapterConnectResult,
): Promise<void> {
  const { address, caipNetworkId } = splitCaipAddress(result.caipAddress)
  const network = core.chain.networks.find((n) => n.caipNetworkId === caipNetworkId)
  setChainAccountData(core.chain, namespace, {
    address,
    caipAddress: result.caipAddress,
    status: 'connected',
    connectorId,
  })
  if (network) getNamespaceState(core.chain, namespace).networkState.caipNetwork = network
  upsertConnection(core.connections, namespace, {
    connectorId,
    accounts: result.accounts.map((a) => ({
      address: splitCaipAddress(a.caipAddress).address,
      type: a.purpose,
    })),
    ...(network ? { caipNetwork: network } : {}),
  })
  // The wallet just connected is the account now, so it is the namespace's active connector.
  setActiveConnector(core.connections, namespace, connectorId)
  persist(core)
  trackEvent(eventsContext(core), {
    event: 'CONNECT_SUCCESS',
    properties: { ...connectEventProperties(core, connectorId), caipNetworkId },
  })
}

/**
 * Handles a connector's disconnect event: its connection is deleted; the first remaining
 * one becomes active when the main one went; when the last goes, the account resets and a
 * disconnect event fires (SPEC §4). The AUTH connector takes its user and social provider along.
 */
export async function onDisconnectEvent(
  core: AppKitCore,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const { lastGone, activated } = onConnectorDisconnected(core.connections, namespace, connectorId)
  persist(core)
  if (connectorId.toLowerCase() === AUTH_CONNECTOR_ID.toLowerCase()) {
    // The embedded wallet's login ends with it: its user and social provider go too.
    setChainAccountData(core.chain, namespace, { user: undefined, socialProvider: undefined })
    core.services.storage.remove(CONNECTED_SOCIAL_STORAGE_KEY)
  }
  if (activated) setChainAccountData(core.chain, namespace, { connectorId: activated })
  if (lastGone) {
    resetAccount(core.chain, namespace)
    trackEvent(eventsContext(core), { event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  }
}

/**
 * SPEC §9 'Signing out on disconnect on by default': the signed-in address of `namespace` signs
 * out through the SIWX storage (which may ask the wallet to sign a server revocation) while the
 * wallet is still connected. A failure is logged; it never blocks the disconnect.
 */
async function signOutBeforeDisconnect(core: AppKitCore, namespace: ChainNamespace): Promise<void> {
  const siwx = core.options.siwx
  const session = core.siwx.session
  if (!siwx?.deleteSessions || !session) return
  if (!(siwx.signOutOnDisconnect ?? SIGN_OUT_ON_DISCONNECT)) return
  const network = session.chainId as CaipNetworkId
  if (!network.startsWith(`${namespace}:`)) return
  try {
    await revokeSiwxSessions(core, namespace, network, session.accountAddress)
  } catch (error) {
    core.services.logger.warn(`Sign-out before disconnecting failed: ${String(error)}`)
  }
}

/**
 * Disconnects the active connector of `namespace` through its adapter ('Failed to disconnect');
 * every pending request rejects with 4900 (disconnected) and the queue empties.
 */
export async function disconnect(core: AppKitCore, namespace: ChainNamespace): Promise<void> {
  const connectorId = getNamespaceState(core.chain, namespace).accountState.connectorId
  await signOutBeforeDisconnect(core, namespace)
  try {
    const adapter = core.chain.adapters[namespace]
    if (adapter)
      await getAdapter(core.chain, namespace).disconnect(connectorId ? { connectorId } : {})
  } catch (cause) {
    trackEvent(eventsContext(core), {
      event: 'DISCONNECT_ERROR',
      properties: { message: errorMessage(cause) },
    })
    throw new DisconnectFailedError({ cause })
  }
  core.siwx.hasSession = false
  core.siwx.session = undefined
  rejectPendingRequests(core.requests, new ProviderDisconnectedError(), { onlyNotSafe: false })
  if (connectorId) await onDisconnectEvent(core, namespace, connectorId)
  else resetAccount(core.chain, namespace)
}

/**
 * Reconnects at start: when reconnect is enabled, only connectors that connected and did not
 * disconnect, through the adapter's `reconnect` (no prompt);
 * a failed or refused sync leaves the namespace disconnected (SPEC §4).
 */
export async function syncConnectionsAtStart(
  core: AppKitCore,
  namespace: ChainNamespace,
): Promise<string[]> {
  const ids = getConnectorsToReconnect(core.connections, core.options.enableReconnect ?? true)
  const adapter = core.chain.adapters[namespace]
  const reconnected: string[] = []
  for (const connectorId of adapter ? ids : []) {
    try {
      const result = await adapter!.reconnect({ connectorId })
      if (!result) {
        if (reconnected.length === 0) resetAccount(core.chain, namespace)
        continue
      }
      await onConnected(core, namespace, connectorId, result)
      reconnected.push(connectorId)
    } catch {
      // A connector that cannot be restored does not undo one restored before it.
      if (reconnected.length === 0) resetAccount(core.chain, namespace)
    }
  }
  return reconnected
}

/**
 * Switches connection under the multi-wallet gate: without the remote flag an info alert
 * 'Multi-Wallet Not Enabled' shows instead (SPEC §6). Resolves whether it switched.
 */
export async function switchConnectionGated(
  core: AppKitCore,
  parameters: Omit<SwitchConnectionParameters, 'multiWalletEnabled'>,
): Promise<boolean> {
  try {
    await switchConnection(core.connections, core.router, {
      ...parameters,
      multiWalletEnabled: core.features.multiWallet,
    })
    return true
  } catch (error) {
    if (!(error instanceof MultiWalletNotEnabledError)) throw error
    showMessageAlert(core.alerts, 'info', error.shortMessage)
    return false
  }
}
