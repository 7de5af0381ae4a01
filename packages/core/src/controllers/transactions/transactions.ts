import type { ApiClient } from '../../api/apiClient'
import { getHistory } from '../../api/blockchainApi'
import type { ApiTransaction } from '../../api/blockchainSchemas'
import { TransactionsAccountRequiredError } from '../../errors/setupErrors'
import { filterTransactions, groupTransactionsByYear } from './groupTransactions'
import { initialTransactions, type TransactionsState } from './transactionsState'

export { createTransactions, type TransactionsState } from './transactionsState'

/** Parameters of {@link fetchTransactions}. */
export type FetchTransactionsParameters = {
  accountAddress: string | undefined
  /** The active network (CAIP-2); other chains are filtered out. */
  caipNetworkId: string
  /** Fetch on-ramp (coinbase) transactions instead. */
  onramp?: 'coinbase'
  /** Shows 'Failed to fetch transactions'. */
  onError?: (message: string) => void
}

/**
 * Fetches the next page (cursor paging): loading to done; spam and other-chain transactions
 * dropped; grouped by year and month; empty true when none or on failure (SPEC §4).
 * 'Transactions can't be fetched without an accountAddress'.
 */
export async function fetchTransactions(
  state: TransactionsState,
  client: ApiClient,
  parameters: FetchTransactionsParameters,
): Promise<void> {
  if (!parameters.accountAddress) throw new TransactionsAccountRequiredError()
  state.loading = true
  try {
    const response = await getHistory(client, {
      account: parameters.accountAddress,
      chainId: parameters.caipNetworkId,
      cursor: state.next,
      onramp: parameters.onramp,
    })
    const page = filterTransactions(response.data, parameters.caipNetworkId)
    if (parameters.onramp) state.coinbaseTransactions = [...state.coinbaseTransactions, ...page]
    else {
      state.transactions = [...state.transactions, ...page]
      state.transactionsByYear = groupTransactionsByYear(state.transactions)
    }
    state.next = response.next ?? undefined
    state.empty = state.transactions.length === 0 && state.coinbaseTransactions.length === 0
  } catch {
    state.empty = true
    state.next = undefined
    parameters.onError?.('Failed to fetch transactions')
  } finally {
    state.loading = false
  }
}

/**
 * Fetches the newest page again (after a send) and puts what it holds above what the store shows,
 * each transaction once: nothing shown is dropped and no loading flag hides it meanwhile; the
 * cursor of the pages already loaded is kept. A store that meanwhile holds another owner's
 * transactions is left alone. Resolves with the newest page, or undefined when it failed (the
 * store unchanged, 'Failed to fetch transactions' through `onError`).
 */
export async function fetchLatestTransactions(
  state: TransactionsState,
  client: ApiClient,
  parameters: Omit<FetchTransactionsParameters, 'onramp'> & { owner: string },
): Promise<ApiTransaction[] | undefined> {
  if (!parameters.accountAddress) throw new TransactionsAccountRequiredError()
  let page: ApiTransaction[]
  let next: string | undefined
  try {
    const response = await getHistory(client, {
      account: parameters.accountAddress,
      chainId: parameters.caipNetworkId,
    })
    page = filterTransactions(response.data, parameters.caipNetworkId)
    next = response.next ?? undefined
  } catch {
    parameters.onError?.('Failed to fetch transactions')
    return undefined
  }
  if (state.owner !== parameters.owner) return page
  const fresh = new Set(page.map((tx) => tx.id))
  const hadPages = state.transactions.length > 0
  state.transactions = [...page, ...state.transactions.filter((tx) => !fresh.has(tx.id))]
  state.transactionsByYear = groupTransactionsByYear(state.transactions)
  if (!hadPages) state.next = next
  state.empty = state.transactions.length === 0 && state.coinbaseTransactions.length === 0
  return page
}

/** Clears the store (on account or network change). */
export function resetTransactions(state: TransactionsState): void {
  Object.assign(state, initialTransactions())
}
