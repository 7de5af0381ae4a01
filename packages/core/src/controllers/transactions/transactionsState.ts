import { proxy } from 'valtio'
import type { ApiTransaction } from '../../api/blockchainSchemas'
import type { TransactionYear } from './groupTransactions'

// The transaction store alone, which every instance creates: its actions (transactions.ts) load
// with the code that runs them, never with the first load.

/** The transaction store (SPEC §3): transactions, coinbase ones, by year, cursor, flags. */
export type TransactionsState = {
  transactions: ApiTransaction[]
  coinbaseTransactions: ApiTransaction[]
  transactionsByYear: TransactionYear[]
  next: string | undefined
  loading: boolean
  empty: boolean
  /** Whose transactions these are (`{caipNetworkId}:{address}`), once fetched. */
  owner: string | undefined
}

/** Creates an empty transaction store. */
export function createTransactions(): TransactionsState {
  return proxy<TransactionsState>(initialTransactions())
}

/** The transaction store's initial (empty) values. */
export function initialTransactions(): TransactionsState {
  return {
    transactions: [],
    coinbaseTransactions: [],
    transactionsByYear: [],
    next: undefined,
    loading: false,
    empty: false,
    owner: undefined,
  }
}
