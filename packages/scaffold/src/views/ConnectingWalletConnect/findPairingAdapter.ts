import { type ChainAdapter, hasPairingUri, type PairingUriCapability } from '@appkit/core/adapter'
import type { AppKitCore } from '@appkit/core/internal'

/**
 * The adapter that pairs over WalletConnect: the active namespace's when it can, else the first
 * configured one that can (the one session carries every adapter's namespace).
 */
export function findPairingAdapter(
  core: AppKitCore,
): (ChainAdapter & PairingUriCapability) | undefined {
  const active = core.chain.activeNamespace
  const adapters = Object.values(core.chain.adapters)
  const preferred = active ? core.chain.adapters[active] : undefined
  return [preferred, ...adapters].find((adapter) => hasPairingUri(adapter)) as
    | (ChainAdapter & PairingUriCapability)
    | undefined
}
