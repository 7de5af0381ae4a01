import type { AppKitCore } from '../client/createAppKitCore'
import { getActiveAccount } from '../controllers/chain/chain'
import type { EventsContext } from '../controllers/events/events'

/**
 * The events context of an instance (analytics client, clock, platform, feature flag).
 * Analytics is on when the local feature is on and the project's remote switch
 * (GET /getAnalyticsConfig, asked on the first open only) is not off.
 */
export function eventsContext(core: AppKitCore): EventsContext {
  return {
    events: core.events,
    alerts: core.alerts,
    analytics: core.api.analytics,
    clock: core.services.clock,
    platform: core.services.platform,
    analyticsEnabled: () => core.features.analytics && core.events.remoteEnabled !== false,
    remoteAnalyticsEnabled: async () => {
      if (!core.features.analytics || core.options.apiUrls.wallet === '') return undefined
      try {
        // Loaded on the first open (the wallet API's schemas stay out of the first load).
        const { getAnalyticsConfig } = await import('../api/walletApi')
        return (await getAnalyticsConfig(core.api.wallet)).isAnalyticsEnabled
      } catch (error) {
        core.services.logger.warn(`Analytics config not read: ${String(error)}`)
        return undefined
      }
    },
    address: () => getActiveAccount(core.chain)?.address,
    onError: (error) => core.services.logger.warn(`Analytics event not sent: ${String(error)}`),
  }
}
