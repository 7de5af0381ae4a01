import type { CreateAppKitOptions } from '../../client/CreateAppKitOptions'
import type { ViewLoaders } from '../viewModule'

/**
 * True when a registry wallet (not installed here) can be connected: the WalletConnect flow
 * (QR code, deep link) is enabled and its view exists. Without it such wallets are not offered.
 */
export function canConnectRegistryWallets(
  registry: ViewLoaders,
  options: Partial<CreateAppKitOptions> = {},
): boolean {
  return options.enableWalletConnect !== false && registry.ConnectingWalletConnect !== undefined
}
