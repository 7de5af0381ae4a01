import { hasPairingUri } from '@appkit/core/adapter'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

/**
 * Hands createAppKit's `metadata` and `projectId` to every adapter that pairs over WalletConnect
 * (core's PairingUriCapability) and to basic mode's WalletConnect client, before anything connects; the values an adapter was given
 * itself win there. Nothing is loaded or requested.
 */
export function configureAdapterPairing(options: CreateAppKitOptions): void {
  const { metadata, projectId } = options
  const defaults = { ...(metadata ? { metadata } : {}), ...(projectId ? { projectId } : {}) }
  for (const adapter of options.adapters ?? [])
    if (hasPairingUri(adapter)) adapter.configurePairing(defaults)
  // Basic mode's client (no adapter) takes the same defaults.
  options.walletConnect?.configurePairing(defaults)
}
