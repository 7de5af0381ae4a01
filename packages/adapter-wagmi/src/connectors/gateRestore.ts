import type { Config, Connector } from '@wagmi/core'

/** The longest the adapter's restore waits for a reconnect someone else started (ms). */
const SETTLE_TIMEOUT_MS = 10_000

/** What {@link gateRestore} returns. */
export type RestoreGate = {
  /** Runs `restore` with the gate open, after any reconnect already in flight has settled. */
  restoring<T>(restore: () => Promise<T>): Promise<T>
}

/** Resolves once wagmi's status is neither reconnecting nor connecting (or after the timeout). */
function settled(config: Config): Promise<void> {
  const busy = (status: string) => status === 'reconnecting' || status === 'connecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, SETTLE_TIMEOUT_MS)
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!busy(status)) done()
      },
    )
  })
}

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
      const isAuthorized = connector.isAuthorized
      connector.isAuthorized = function gatedIsAuthorized(this: Connector) {
        if (open === 0 && !config.state.connections.has(connector.uid))
          return Promise.resolve(false)
        return isAuthorized.call(this)
      }
    }
  }
  gate(config.connectors)
  config._internal.connectors.subscribe(gate)
  return {
    async restoring(restore) {
      await settled(config)
      open++
      try {
        return await restore()
      } finally {
        open--
      }
    },
  }
}
