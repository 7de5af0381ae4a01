import type { Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'

/** The router wallet id that means "any WalletConnect wallet" (the id of the QR connector). */
export const WALLET_CONNECT_QR_ID = 'walletConnect'

/**
 * The QR entry point: goes to ConnectingWalletConnect for `wallet` (a registry record, carried
 * whole so its links and logo are at hand) or, without one, for any WalletConnect wallet.
 */
export function openWalletConnect(core: AppKitCore, wallet?: Wallet): void {
  controllers.router.push(core.router, 'ConnectingWalletConnect', {
    wallet: wallet ?? { id: WALLET_CONNECT_QR_ID, name: 'WalletConnect' },
  })
}
