import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import { openWalletConnect } from '../ConnectingWalletConnect/openWalletConnect'
import type { WalletEntry } from './WalletEntry'

/**
 * Goes to the view that connects `entry`: the WalletConnect connector's entry (tagged QR code)
 * and a registry wallet (QR code or its mobile, desktop and web links, with the whole registry
 * record as router data) to ConnectingWalletConnect through `openWalletConnect`; any other
 * connector (installed, announced, external) to ConnectingExternal, where its adapter asks the
 * wallet.
 */
export function selectWalletEntry(core: AppKitCore, entry: WalletEntry): void {
  if (entry.connector?.type === 'WALLET_CONNECT') {
    openWalletConnect(core)
    return
  }
  if (entry.connector) {
    controllers.router.push(core.router, 'ConnectingExternal', {
      connectorId: entry.connector.id,
      wallet: { id: entry.connector.id, name: entry.connector.name },
    })
    return
  }
  if (entry.wallet) openWalletConnect(core, { ...entry.wallet })
}
