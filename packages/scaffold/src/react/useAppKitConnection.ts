import type { ChainNamespace, Connection } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { useState } from 'react'
import { useAppKitInstance } from './AppKitProvider'
import {
  type AppKitConnection,
  describeConnection,
  useConnectionNamespace,
  useMultiWalletGate,
} from './useAppKitConnections'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What `onSuccess` of {@link useAppKitConnection} receives. */
export type AppKitConnectionChange = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
  hasDeletedWallet: boolean
}

/** Parameters of {@link useAppKitConnection}. */
export type UseAppKitConnectionParameters = {
  namespace?: ChainNamespace
  onSuccess?: (change: AppKitConnectionChange) => void
  onError?: (error: Error) => void
}

/** What {@link useAppKitConnection} returns. */
export type UseAppKitConnectionReturnType = {
  /** The active wallet's connection on the namespace. */
  connection: AppKitConnection | undefined
  /** True while a switch or a delete runs. */
  isPending: boolean
  /** Makes another connected wallet the active one (SPEC §4 switching rules). */
  switchConnection: (parameters: { connection: Connection; address?: string }) => Promise<void>
  /** Disconnects one connected wallet; the first remaining one becomes active (SPEC §4). */
  deleteConnection: (parameters: { connectorId: string; address?: string }) => Promise<void>
}

/**
 * The active wallet of the active namespace (or `namespace`) among the connected ones, with
 * switching to another and removing one: our multi-wallet state, gated by the remote
 * `multiWallet` feature (SPEC §6; without it nothing is listed, the actions do nothing and the
 * info alert 'Multi-Wallet Not Enabled' shows, as in AppKit). Failures go to `onError`.
 *
 * @example
 * const { connection, switchConnection } = useAppKitConnection({ namespace: 'eip155' })
 */
export function useAppKitConnection(
  parameters: UseAppKitConnectionParameters = {},
): UseAppKitConnectionReturnType {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const namespace = useConnectionNamespace(appKit, parameters.namespace)
  const connections = useInstanceSnapshot(appKit, 'connections')
  const connectors = useInstanceSnapshot(appKit, 'connectors')
  const enabled = useMultiWalletGate(appKit, namespace)
  const [isPending, setPending] = useState(false)

  const run = async (action: (namespace: ChainNamespace) => Promise<AppKitConnectionChange>) => {
    if (!enabled || !namespace) return
    setPending(true)
    try {
      // Run before the optional call: `f?.(await x)` skips evaluating `x` when `f` is missing.
      const change = await action(namespace)
      parameters.onSuccess?.(change)
    } catch (error) {
      parameters.onError?.(error instanceof Error ? error : new Error(String(error)))
    } finally {
      setPending(false)
    }
  }

  const activeId = namespace ? connections.activeConnectorIds[namespace] : undefined
  const active =
    enabled && namespace && activeId
      ? (connections.byNamespace[namespace] ?? []).find(
          (c) => c.connectorId.toLowerCase() === activeId.toLowerCase(),
        )
      : undefined
  return {
    connection: active
      ? describeConnection({ connectors } as unknown as AppKitCore, active)
      : undefined,
    isPending,
    switchConnection: ({ connection }) =>
      run(async (ns) => {
        const before = core.chain.namespaces[ns]?.accountState
        const wallet = before?.connectorId
        const address = before?.address
        await flows.activateConnection(core, ns, connection.connectorId)
        const after = core.chain.namespaces[ns]?.accountState
        return {
          address: after?.address ?? '',
          namespace: ns,
          hasSwitchedAccount: after?.address !== address,
          hasSwitchedWallet: after?.connectorId?.toLowerCase() !== wallet?.toLowerCase(),
          hasDeletedWallet: false,
        }
      }),
    deleteConnection: ({ connectorId, address }) =>
      run(async (ns) => {
        const connection = (core.connections.byNamespace[ns] ?? []).find(
          (c) => c.connectorId.toLowerCase() === connectorId.toLowerCase(),
        )
        await flows.disconnectConnection(core, ns, connectorId)
        return {
          address: address ?? connection?.accounts[0]?.address ?? '',
          namespace: ns,
          hasSwitchedAccount: false,
          hasSwitchedWallet: false,
          hasDeletedWallet: true,
        }
      }),
  }
}
