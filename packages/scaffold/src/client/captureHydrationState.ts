import type { AppKitCore } from '@appkit/core/internal'
import { type Snapshot, snapshot } from 'valtio'

/** The states the page's hooks and buttons read. */
export type InstanceStores = {
  chain: AppKitCore['chain']
  modal: AppKitCore['modal']
  theme: AppKitCore['theme']
  events: AppKitCore['events']
  connectors: AppKitCore['connectors']
  connections: AppKitCore['connections']
  features: AppKitCore['features']
  siwx: AppKitCore['siwx']
  lifecycle: { initialized: boolean; locale: string }
}

/** Snapshots of {@link InstanceStores}. */
export type HydrationState = { [K in keyof InstanceStores]: Snapshot<InstanceStores[K]> }

/**
 * The state as the server renders it: taken right after the instance is built from its options,
 * before storage is read back (network, connections) and before the reconnect. In the browser
 * the hooks hydrate from it, so a page whose visitor has a stored connection hydrates the
 * server's HTML without a mismatch and shows the connection on the next render.
 */
export function captureHydrationState(stores: InstanceStores): HydrationState {
  return {
    chain: snapshot(stores.chain),
    modal: snapshot(stores.modal),
    theme: snapshot(stores.theme),
    events: snapshot(stores.events),
    connectors: snapshot(stores.connectors),
    connections: snapshot(stores.connections),
    features: snapshot(stores.features),
    siwx: snapshot(stores.siwx),
    lifecycle: snapshot(stores.lifecycle),
  }
}
