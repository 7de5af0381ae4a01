import { proxy } from 'valtio'
import type { ApiTokenBalance } from '../../api/blockchainSchemas'

// The balance state alone, which every instance creates: its actions (balance.ts) load with the
// code that runs them, never with the first load.

/** Balance state: the token balances and the retry block after a failure. */
export type BalanceState = {
  tokenBalances: ApiTokenBalance[]
  loading: boolean
  /** No new fetch before this time (ms) after a failure. */
  blockedUntil: number
  /** When the native balance was last read, per `network:address`. */
  nativeFetchedAt: Record<string, number>
}

/** Creates an empty balance state. */
export function createBalance(): BalanceState {
  return proxy<BalanceState>({
    tokenBalances: [],
    loading: false,
    blockedUntil: 0,
    nativeFetchedAt: {},
  })
}
