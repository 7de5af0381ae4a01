import type { ChainNamespace, Connection } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { useEffect } from 'react'
import type { Snapshot } from 'valtio'
import type { AppKit } from '../client/AppKit'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** One connected wallet as the connection hooks list it. */
export type AppKitConnection = Connection & {
  /** The wallet's name (its connector's), or its connector id when unknown. */
  name: string
  /** The wallet's image URL, when its connector has one. */
  icon: string | undefined
  /** The image URL of the connection's network, when it has one. */
  networkIcon: string | undefined
}

/** What {@link useAppKitConnections} returns. */
export type UseAppKitConnectionsReturnType = {
  /** The wallets connected on the namespace (SPEC §4: one per connector). */
  connections: AppKitConnection[]
  /** Always empty: wallets are not remembered after they disconnect (see the migration guide). */
  recentConnections: AppKitConnection[]
}

/** The namespace the connection hooks read: the given one, else the active one. */
export function useConnectionNamespace(
  appKit: AppKit,
  namespace?: ChainNamespace,
): ChainNamespace | undefined {
  const chain = useInstanceSnapshot(appKit, 'chain')
  return namespace ?? chain.activeNamespace
}

/**
 * Shows core's 'Multi-Wallet Not Enabled' info alert (SPEC §6) once per mount while the
 * multi-wallet flag is off, as ProfileWallets does.
 */
export function useMultiWalletGate(appKit: AppKit, namespace: ChainNamespace | undefined): boolean {
  const features = useInstanceSnapshot(appKit, 'features')
  useEffect(() => {
    if (!features.multiWallet && namespace) flows.listWalletConnections(appKit.core, namespace)
  }, [appKit, features.multiWallet, namespace])
  return features.multiWallet
}

/** A connection with its wallet's name and images. */
export function describeConnection(
  core: Pick<AppKitCore, 'connectors'>,
  connection: Snapshot<Connection> | Connection,
): AppKitConnection {
  const connector = controllers.connectors.getConnector(core.connectors, connection.connectorId)
  return {
    ...(connection as Connection),
    name: connector?.name ?? connection.connectorId,
    icon: connector?.imageUrl,
    networkIcon: connection.caipNetwork?.assets?.imageUrl,
  }
}

/**
 * The wallets connected on the active namespace (or `namespace`): our multi-wallet state, which
 * the remote `multiWallet` feature gates (SPEC §6). Without it the list is empty and the info
 * alert 'Multi-Wallet Not Enabled' shows, as in AppKit.
 *
 * @example
 * const { connections } = useAppKitConnections('eip155')
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const appKit = useAppKitInstance()
  const chainNamespace = useConnectionNamespace(appKit, namespace)
  const connections = useInstanceSnapshot(appKit, 'connections')
  const connectors = useInstanceSnapshot(appKit, 'connectors')
  const enabled = useMultiWalletGate(appKit, chainNamespace)
  if (!enabled || !chainNamespace) return { connections: [], recentConnections: [] }
  const core = { connectors } as unknown as AppKitCore
  return {
    connections: (connections.byNamespace[chainNamespace] ?? []).map((connection) =>
      describeConnection(core, connection),
    ),
    recentConnections: [],
  }
}
