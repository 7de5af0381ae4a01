import type { AppKitCore } from '../client/createAppKitCore'
import { trackEvent } from '../controllers/events/events'
import {
  searchWallets,
  type WalletListContext,
  type WalletListState,
} from '../controllers/walletList/walletList'
import { eventsContext } from './eventsContext'

/**
 * Searches the wallet registry for `query` ({@link searchWallets}: up to 100 results, empty on
 * failure) and sends AppKit's SEARCH_WALLET `{ badge, search }` (`badge` is always '': the
 * registry has no certified badge filter here). An empty query clears the results, unsent.
 *
 * @example
 * await searchWalletRegistry(core, state, context, 'rainbow')
 */
export async function searchWalletRegistry(
  core: AppKitCore,
  state: WalletListState,
  context: WalletListContext,
  query: string,
): Promise<void> {
  const search = query.trim()
  if (search)
    trackEvent(eventsContext(core), { event: 'SEARCH_WALLET', properties: { badge: '', search } })
  await searchWallets(state, context, search)
}
