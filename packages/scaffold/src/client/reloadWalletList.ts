import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import { getWalletListContext, getWalletListState } from '../views/walletEntries/walletListContext'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

/**
 * Empties the registry wallet list, loaded with other filters, and loads it again with the
 * options' (if it had been loaded: a list never shown loads when it first shows).
 */
export async function reloadWalletList(
  core: AppKitCore,
  options: Partial<CreateAppKitOptions>,
): Promise<void> {
  const list = getWalletListState(core)
  const loaded = list.page > 0
  controllers.walletList.resetWalletList(list)
  if (!loaded) return
  const context = getWalletListContext(core, options)
  await Promise.all([
    controllers.walletList.loadNextWalletPage(list, context),
    controllers.walletList.loadRecommendedWallets(list, context),
  ])
}
