import type { Config, Connector } from '@wagmi/core'

/** What {@link gateRestore} returns: runs `restore` with the gate open, after any reconnect already in flight has settled. */
export type RestoreGate = <T>(restore: () => Promise<T>) => Promise<T>

/**
 * One source of truth after a reload (issue #19): AppKit decides what is restored at start (its
 * own record of the connectors that connected and did not disconnect) and restores it through the
 * adapter's `reconnect`. A reconnect wagmi runs on its own (WagmiProvider's on mount) therefore
 * restores nothing new: each connector's `isAuthorized` answers false unless the adapter is
 * restoring or the connector is connected already. Without this, a wallet that remembers the
 * site is reconnected by wagmi while AppKit, whose record was lost or corrupted, stays
 * disconnected, and the two disagree.
 */
export function gateRestore(config: Config): RestoreGate {
  let open = 0
  const gated = new WeakSet<Connector>()
  const gate = (connectors: readonly Connector[]) => {
    for (const connector of connectors) {
      if (gated.has(connector)) continue
      gated.add(connector)
      const { isAuthorized } = connector
      connector.isAuthorized = () =>
        open || config.state.connections.has(connector.uid)
          ? isAuthorized.call(connector)
          : Promise.resolve(false)
    }
  }
  gate(config.connectors)
  config._internal.connectors.subscribe(gate)
  return async (restore) => {
    // Loaded when AppKit restores, off the first load.
    const status = await import('./settledWagmiStatus')
    await status.settled(config)
    open++
    try {
      return await restore()
    } finally {
      open--
    }
  }
}
