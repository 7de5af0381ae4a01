import { type FetchBalanceResult, fetchBalance } from '../client/fetchBalance'
import { useAppKitInstance } from './AppKitProvider'

/** What {@link useAppKitBalance} returns. */
export type UseAppKitBalanceReturnType = {
  /**
   * Reads the native balance of the active account on the active network now, from its
   * adapter; resolves `{ data: { balance, symbol }, isSuccess }` or `{ error, isError }`.
   */
  fetchBalance: () => Promise<FetchBalanceResult>
}

/**
 * The active account's native balance on demand (AppKit's `useAppKitBalance`).
 *
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data } = await fetchBalance() // { balance: '1.5', symbol: 'ETH' }
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return { fetchBalance: () => fetchBalance(appKit.core) }
}
