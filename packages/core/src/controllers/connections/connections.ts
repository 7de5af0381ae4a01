import { proxy } from 'valtio'
import {
  InvalidConnectionStatusError,
  MultiWalletNotEnabledError,
} from '../../errors/connectionErrors'
import type { Connection, ConnectionStatus } from '../../types/connector'
import type { ChainNamespace } from '../../types/network'

/** Connections per namespace, the active connector per namespace, and the reconnect record. */
export type ConnectionsState = {
  byNamespace: Partial<Record<ChainNamespace, Connection[]>>
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  /** Connectors that connected (kept across reloads). */
  connectedConnectorIds: string[]
  /** Connectors the user disconnected. */
  disconnectedConnectorIds: string[]
}

/** Creates the connection state (optionally from a stored reconnect record). */
export function createConnections(
  stored: { connected?: readonly string[]; disconnected?: readonly string[] } = {},
): ConnectionsState {
  return proxy<ConnectionsState>({
    byNamespace: {},
    activeConnectorIds: {},
    connectedConnectorIds: [...(stored.connected ?? [])],
    disconnectedConnectorIds: [...(stored.disconnected ?? [])],
  })
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Adds or replaces the connection of a connector: one per connector, case-insensitive (SPEC §4). */
export function upsertConnection(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connection: Connection,
): void {
  const list = state.byNamespace[namespace] ?? []
  state.byNamespace[namespace] = [
    ...list.filter((c) => !same(c.connectorId, connection.connectorId)),
    connection,
  ]
  state.activeConnectorIds[namespace] ??= connection.connectorId
  if (!state.connectedConnectorIds.some((id) => same(id, connection.connectorId)))
    state.connectedConnectorIds.push(connection.connectorId)
  state.disconnectedConnectorIds = state.disconnectedConnectorIds.filter(
    (id) => !same(id, connection.connectorId),
  )
}

/** The connections of a namespace. */
export function getConnections(state: ConnectionsState, namespace: ChainNamespace): Connection[] {
  return state.byNamespace[namespace] ?? []
}

/**
 * The connections of a namespace as ProfileWallets lists them, under the multi-wallet gate
 * (SPEC §6 'Multi-wallet (remote flag) gates listing, switching and deleting connections'):
 * 'Multi-Wallet Not Enabled' without the flag.
 */
export function listConnections(
  state: ConnectionsState,
  namespace: ChainNamespace,
  multiWalletEnabled: boolean,
): Connection[] {
  if (!multiWalletEnabled) throw new MultiWalletNotEnabledError()
  return getConnections(state, namespace)
}

/** What happened after a disconnect event. */
export type DisconnectOutcome = { lastGone: boolean; activated: string | undefined }

/**
 * Handles a connector's disconnect event: deletes its connection; when the last one goes,
 * `lastGone` says a disconnect event must fire; when the active (main) connector went, the
 * first remaining connection becomes active (SPEC §4).
 */
export function onConnectorDisconnected(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): DisconnectOutcome {
  const remaining = getConnections(state, namespace).filter(
    (c) => !same(c.connectorId, connectorId),
  )
  state.byNamespace[namespace] = remaining
  if (!state.disconnectedConnectorIds.some((id) => same(id, connectorId)))
    state.disconnectedConnectorIds.push(connectorId)
  const active = state.activeConnectorIds[namespace]
  let activated: string | undefined
  if (active && same(active, connectorId)) {
    activated = remaining[0]?.connectorId
    if (activated) state.activeConnectorIds[namespace] = activated
    else delete state.activeConnectorIds[namespace]
  }
  return { lastGone: remaining.length === 0, activated }
}

/** The status of a stored connection on switching. */
export function getConnectionStatus(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectionStatus {
  const active = state.activeConnectorIds[namespace]
  if (active && same(active, connectorId)) return 'active'
  if (getConnections(state, namespace).some((c) => same(c.connectorId, connectorId)))
    return 'connected'
  return 'disconnected'
}

/** Checks a stored status: connected, active or disconnected, else 'Invalid connection status'. */
export function assertConnectionStatus(status: string): asserts status is ConnectionStatus {
  if (status !== 'connected' && status !== 'active' && status !== 'disconnected')
    throw new InvalidConnectionStatusError({ details: status })
}

/**
 * The connectors to reconnect at start: those that connected and did not disconnect (SPEC §4).
 * Empty when reconnect is disabled.
 */
export function getConnectorsToReconnect(
  state: ConnectionsState,
  enableReconnect: boolean,
): string[] {
  if (!enableReconnect) return []
  return state.connectedConnectorIds.filter(
    (id) => !state.disconnectedConnectorIds.some((d) => same(d, id)),
  )
}

/** Makes a connector the active one of its namespace. */
export function setActiveConnector(
  state: ConnectionsState,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  state.activeConnectorIds[namespace] = connectorId
}
