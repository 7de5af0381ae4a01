import { hasPairingUri } from '@appkit/core'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

/**
 * Hands createAppKit's `metadata` and `projectId` to every adapter that pairs over WalletConnect
 * (core's PairingUriCapability), before anything connects; the values an adapter was given
 * itself win there. Nothing is loaded or requested.
 */
export function configureAdapterPairing(options: CreateAppKitOptions): void {
  const { metadata, projectId } = options
  for (const adapter of options.adapters ?? []) {
    if (!hasPairingUri(adapter)) continue
    adapter.configurePairing({
      ...(metadata ? { metadata } : {}),
      ...(projectId ? { projectId } : {}),
    })
  }
}
