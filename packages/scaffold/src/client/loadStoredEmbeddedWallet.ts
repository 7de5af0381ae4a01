import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import type { EmbeddedFrameSpeaker } from '../features/email/embeddedFrameRegistry'

/**
 * When the reconnect at start includes the embedded wallet and the instance has a secure site,
 * loads the e-mail chunk's restore step (the frame, whose stored session becomes the AUTH connector) and
 * resolves once it ran; otherwise loads and fetches nothing and returns undefined. The frame
 * speaks the instance's language (`speaker`), also once its translation loads.
 */
export function loadStoredEmbeddedWallet(
  core: AppKitCore,
  secureSiteUrl: string | undefined,
  speaker: EmbeddedFrameSpeaker,
): Promise<void> | undefined {
  if (!secureSiteUrl || typeof window === 'undefined') return undefined
  const ids = controllers.connections.getConnectorsToReconnect(
    core.connections,
    core.options.enableReconnect ?? true,
  )
  if (!ids.some((id) => id.toLowerCase() === AUTH_CONNECTOR_ID.toLowerCase())) return undefined
  return import('../features/email/restoreEmbeddedWallet').then(({ restoreEmbeddedWallet }) =>
    restoreEmbeddedWallet(core, secureSiteUrl, speaker),
  )
}
