import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { syncWalletInfo } from './syncWalletInfo'
import { hasServiceUrl } from './toCoreOptions'
import { watchAccountView } from './watchAccountView'

/** What {@link startInstanceFlows} started. */
export type StartedFlows = {
  /** Resolves when every adapter's stored connections were restored (failures reset). */
  ready: Promise<void>
  /** Stops listening to the adapters and storing the network. */
  stop: () => void
}

/**
 * Starts an instance's flows: the adapters' events and connectors, the stored active network
 * (restored then kept), the connected wallet's info, and the reconnect at start through each
 * adapter (core's rule: only connectors that connected and did not disconnect, SPEC §4).
 * None of them requests a service until the modal shows Account: then, with a blockchain API
 * configured, the account data flow loads the token balances and the history of its tabs. The
 * reconnect waits for `beforeReconnect` when given (the embedded wallet announcing itself),
 * which never rejects. The events: MODAL_CREATED at once (never sent), INITIALIZE when the
 * reconnect has ended (held back, like every event, until the visitor opens the modal).
 */
export function startInstanceFlows(
  core: AppKitCore,
  beforeReconnect?: Promise<void>,
): StartedFlows {
  flows.recordModalCreated(core)
  const stops = [
    flows.attachAdapters(core),
    flows.persistActiveNetwork(core),
    syncWalletInfo(core),
    flows.startNavigationEvents(core),
  ]
  if (hasServiceUrl(core, 'blockchain')) stops.push(watchAccountView(core))
  const namespaces = Object.keys(core.chain.adapters) as (keyof typeof core.chain.adapters)[]
  const reconnect = () =>
    Promise.all(
      namespaces.map((namespace) =>
        flows.syncConnectionsAtStart(core, namespace).catch((error: unknown) => {
          core.services.logger.warn(`Reconnect failed: ${String(error)}`)
          return []
        }),
      ),
    ).then(() => undefined)
  const ready = (beforeReconnect ? beforeReconnect.then(reconnect) : reconnect()).then(() =>
    flows.announceInitialized(core),
  )
  return {
    ready,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}
