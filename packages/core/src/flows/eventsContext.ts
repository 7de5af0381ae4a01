import type { AppKitCore } from '../client/createAppKitCore'
import { getActiveAccount } from '../controllers/chain/chain'
import type { EventsContext } from '../controllers/events/events'

/** The events context of an instance (analytics client, clock, platform, feature flag). */
export function eventsContext(core: AppKitCore): EventsContext {
  return {
    events: core.events,
    alerts: core.alerts,
    analytics: core.api.analytics,
    clock: core.services.clock,
    platform: core.services.platform,
    analyticsEnabled: () => core.features.analytics,
    address: () => getActiveAccount(core.chain)?.address,
    onError: (error) => core.services.logger.warn(`Analytics event not sent: ${String(error)}`),
  }
}
