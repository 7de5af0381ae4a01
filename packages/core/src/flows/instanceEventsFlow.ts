import type { AppKitCore } from '../client/createAppKitCore'
import { trackEvent } from '../controllers/events/events'
import { eventsContext } from './eventsContext'

/**
 * Records MODAL_CREATED, the first event of an instance (AppKit's `subscribeEvents` and
 * `useAppKitEvents` start on it). SPEC §7: it is never sent to the analytics sink.
 */
export function recordModalCreated(core: AppKitCore): void {
  trackEvent(eventsContext(core), { event: 'MODAL_CREATED' })
}

/** The options INITIALIZE reports: the settings a dapp chose, without adapters or secrets. */
export function getInitializeProperties(core: AppKitCore): Record<string, unknown> {
  const { options } = core
  return {
    networks: options.networks.map((network) => network.id),
    ...(options.defaultNetwork ? { defaultNetwork: options.defaultNetwork.id } : {}),
    features: { ...options.features },
    basic: core.basic,
    embedded: options.embedded ?? false,
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    siwx: Boolean(options.siwx),
  }
}

/**
 * Sends INITIALIZE once the instance has started (its stored connections restored or found
 * absent), with {@link getInitializeProperties}. Like every event it is held back until the
 * visitor first opens the modal (nothing reaches the network before), and dropped when
 * analytics is off; subscribers see it at once.
 */
export function announceInitialized(core: AppKitCore): void {
  trackEvent(eventsContext(core), {
    event: 'INITIALIZE',
    properties: getInitializeProperties(core),
  })
}
