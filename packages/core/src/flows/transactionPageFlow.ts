import type { AppKitCore } from '../client/createAppKitCore'
import { trackEvent } from '../controllers/events/events'
import { fetchTransactions } from '../controllers/transactions/transactions'
import { isSmartAccount } from './eventProperties'
import { eventsContext } from './eventsContext'

/** Parameters of {@link fetchTransactionPage}. */
export type FetchTransactionPageParameters = {
  accountAddress: string
  /** The active network (CAIP-2); other chains are filtered out. */
  caipNetworkId: string
  /** Told 'Failed to fetch transactions' when the page cannot be read. */
  onError?: (message: string) => void
}

/**
 * Fetches the next page of the account's transactions into the instance's store, with AppKit's
 * events: LOAD_MORE_TRANSACTIONS before a page after the first (the store has a cursor), and
 * ERROR_FETCH_TRANSACTIONS when the page cannot be read, each with `{ address, projectId
 * ('' when none), cursor (the page asked for), isSmartAccount }`.
 */
export async function fetchTransactionPage(
  core: AppKitCore,
  parameters: FetchTransactionPageParameters,
): Promise<void> {
  const cursor = core.transactions.next
  const properties = () => ({
    address: parameters.accountAddress,
    projectId: core.options.projectId ?? '',
    cursor,
    isSmartAccount: isSmartAccount(core),
  })
  if (cursor !== undefined)
    trackEvent(eventsContext(core), { event: 'LOAD_MORE_TRANSACTIONS', properties: properties() })
  await fetchTransactions(core.transactions, core.api.blockchain, {
    accountAddress: parameters.accountAddress,
    caipNetworkId: parameters.caipNetworkId,
    onError: (message) => {
      trackEvent(eventsContext(core), {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: properties(),
      })
      parameters.onError?.(message)
    },
  })
}
