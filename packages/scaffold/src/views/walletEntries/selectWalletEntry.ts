import { type AppKitCore, controllers } from '@appkit/core'
import type { WalletEntry } from './WalletEntry'

/**
 * Goes to the view that connects `entry`: ConnectingExternal for an installed connector (its
 * adapter asks the wallet), ConnectingWalletConnect for a registry wallet (QR code or link), with the whole registry
 * record (rdns and links) as router data.
 */
export function selectWalletEntry(core: AppKitCore, entry: WalletEntry): void {
  if (entry.connector) {
    controllers.router.push(core.router, 'ConnectingExternal', {
      connectorId: entry.connector.id,
      wallet: { id: entry.connector.id, name: entry.connector.name },
    })
    return
  }
  if (entry.wallet)
    controllers.router.push(core.router, 'ConnectingWalletConnect', {
      wallet: { ...entry.wallet },
    })
}
