import type { AppKitCore } from '@appkit/core/internal'
import type { EmbeddedFrameSpeaker } from './embeddedFrameRegistry'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * Loaded at start only when a stored embedded-wallet connection is to be reconnected: adds the
 * secure frame and hands the frame's stored session to the adapter as its AUTH connector, so the
 * adapter's reconnect finds it. Resolves either way; a frame without a user (session gone,
 * frame unreachable) leaves the reconnect to fail and the namespace disconnected (SPEC §4).
 */
export async function restoreEmbeddedWallet(
  core: AppKitCore,
  secureSiteUrl: string,
  speaker: EmbeddedFrameSpeaker,
): Promise<void> {
  try {
    await getEmbeddedWallet(core, secureSiteUrl, speaker).restore()
  } catch (error) {
    core.services.logger.warn(`Embedded wallet not restored: ${String(error)}`)
  }
}
