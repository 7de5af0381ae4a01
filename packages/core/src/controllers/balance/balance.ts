import type { ApiClient } from '../../api/apiClient'
import { getBalances, isNetworkSupported } from '../../api/blockchainApi'
import type { ApiTokenBalance } from '../../api/blockchainSchemas'
import { TOKEN_BALANCE_RETRY_MS } from '../../constants/timeConstants'
import { TokenBalanceUnavailableError } from '../../errors/chainErrors'
import type { Clock } from '../../time/clock'
import type { BalanceState } from './balanceState'

export { type BalanceState, createBalance } from './balanceState'

/** Drops zero-decimal tokens (SPEC §5 'Zero-decimal tokens filtered from balances'). */
export function filterZeroDecimalTokens(balances: readonly ApiTokenBalance[]): ApiTokenBalance[] {
  return balances.filter((b) => Number(b.quantity.decimals) !== 0)
}

/** Parameters of {@link fetchTokenBalance}. */
export type FetchTokenBalanceParameters = {
  address: string
  caipNetworkId: string
  forceUpdate?: string
  /** Shows the toast 'Token Balance Unavailable'. */
  onError?: (error: TokenBalanceUnavailableError) => void
}

/**
 * Fetches the token balances. When the fetch fails or the network is unsupported, shows
 * 'Token Balance Unavailable' and blocks retries for 30 s (SPEC §8). Resolves whether it fetched.
 */
export async function fetchTokenBalance(
  state: BalanceState,
  client: ApiClient,
  clock: Pick<Clock, 'now'>,
  parameters: FetchTokenBalanceParameters,
): Promise<boolean> {
  if (clock.now() < state.blockedUntil) return false
  state.loading = true
  try {
    if (!(await isNetworkSupported(client, parameters.caipNetworkId)))
      throw new TokenBalanceUnavailableError({
        details: `unsupported network ${parameters.caipNetworkId}`,
      })
    const { balances } = await getBalances(client, {
      address: parameters.address,
      chainId: parameters.caipNetworkId,
      forceUpdate: parameters.forceUpdate,
    })
    state.tokenBalances = filterZeroDecimalTokens(balances)
    return true
  } catch (cause) {
    state.blockedUntil = clock.now() + TOKEN_BALANCE_RETRY_MS
    parameters.onError?.(
      cause instanceof TokenBalanceUnavailableError
        ? cause
        : new TokenBalanceUnavailableError({ cause }),
    )
    return false
  } finally {
    state.loading = false
  }
}
