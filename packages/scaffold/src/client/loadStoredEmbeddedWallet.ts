import type { AppKitCore } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { EMBEDDED_WALLET_RDNS } from '../features/email/embeddedWalletInfo'

/**
 * When the reconnect at start includes the embedded wallet and the instance has a secure site,
 * loads the e-mail chunk's restore step (the frame and the wallet's EIP-6963 announcement) and
 * resolves once it ran; otherwise loads and fetches nothing and returns undefined.
 */
export function loadStoredEmbeddedWallet(
  core: AppKitCore,
  secureSiteUrl: string | undefined,
): Promise<void> | undefined {
  if (!secureSiteUrl || typeof window === 'undefined') return undefined
  const ids = controllers.connections.getConnectorsToReconnect(
    core.connections,
    core.options.enableReconnect ?? true,
  )
  if (!ids.includes(EMBEDDED_WALLET_RDNS)) return undefined
  return import('../features/email/restoreEmbeddedWallet').then(({ restoreEmbeddedWallet }) =>
    restoreEmbeddedWallet(core, secureSiteUrl),
  )
}
