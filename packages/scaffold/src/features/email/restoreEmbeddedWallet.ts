import type { AppKitCore } from '@appkit/core'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * Loaded at start only when a stored embedded-wallet connection is to be reconnected: adds the
 * secure frame and announces the wallet of the frame's stored session, so the adapter's
 * reconnect finds its connector. Resolves either way; a frame without a user (session gone,
 * frame unreachable) leaves the reconnect to fail and the namespace disconnected (SPEC §4).
 */
export async function restoreEmbeddedWallet(
  core: AppKitCore,
  secureSiteUrl: string,
): Promise<void> {
  try {
    await getEmbeddedWallet(core, secureSiteUrl).announce()
  } catch (error) {
    core.services.logger.warn(`Embedded wallet not restored: ${String(error)}`)
  }
}
