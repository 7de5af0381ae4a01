import type { ApiClient } from '../../api/apiClient'
import { getHistory } from '../../api/blockchainApi'
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

/** Clears the store (on account or network change). */
export function resetTransactions(state: TransactionsState): void {
  Object.assign(state, initialTransactions())
}
