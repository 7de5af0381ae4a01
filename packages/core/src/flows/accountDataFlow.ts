import { subscribe } from 'valtio'
import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import { fetchTokenBalance } from '../controllers/balance/balance'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { showToast } from '../controllers/snackbar/snackbar'
import { resetTransactions } from '../controllers/transactions/transactions'
import { fetchTransactionPage } from './transactionPageFlow'

/** The toast of SPEC §8 'Balance: toast 'Token Balance Unavailable''. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/**
 * Fetches the token balances of the active account. When the fetch fails or the network is
 * unsupported, the toast 'Token Balance Unavailable' shows and retries are blocked 30 s
 * (SPEC §8). Resolves whether it fetched.
 *
 * @example
 * await refreshTokenBalance(core, { forceUpdate: hash }) // after a send
 */
export async function refreshTokenBalance(
  core: AppKitCore,
  parameters: { forceUpdate?: string } = {},
): Promise<boolean> {
  const address = getActiveAccount(core.chain)?.address
  const network = getActiveNetwork(core.chain)
  if (!address || !network) return false
  return fetchTokenBalance(core.balance, core.api.blockchain, core.services.clock, {
    address,
    caipNetworkId: network.caipNetworkId,
    ...(parameters.forceUpdate ? { forceUpdate: parameters.forceUpdate } : {}),
    onError: () =>
      showToast(core.snackbar, core.services.clock, 'error', TOKEN_BALANCE_UNAVAILABLE),
  })
}

/**
 * Fetches the next page of the active account's transactions (EVM only, with the activity
 * feature on); a store holding another account's or network's transactions is reset first.
 * A failure shows the toast 'Failed to fetch transactions' (SPEC §8). AppKit's
 * LOAD_MORE_TRANSACTIONS and ERROR_FETCH_TRANSACTIONS are sent ({@link fetchTransactionPage}).
 * Resolves whether it asked the API.
 */
export async function loadMoreTransactions(core: AppKitCore): Promise<boolean> {
  const address = getActiveAccount(core.chain)?.address
  const network = getActiveNetwork(core.chain)
  if (!address || !network || !isFeatureSupported('activity', network) || !core.features.activity)
    return false
  const owner = `${network.caipNetworkId}:${address}`
  if (core.transactions.owner !== owner) {
    resetTransactions(core.transactions)
    core.transactions.owner = owner
  }
  await fetchTransactionPage(core, {
    accountAddress: address,
    caipNetworkId: network.caipNetworkId,
    onError: (message) => showToast(core.snackbar, core.services.clock, 'error', message),
  })
  return true
}

/**
 * Loads what the Account view shows: the token balances and, the first time for this account
 * and network, the first page of transactions. Failures show their toasts.
 */
export async function loadAccountData(core: AppKitCore): Promise<void> {
  const address = getActiveAccount(core.chain)?.address
  const network = getActiveNetwork(core.chain)
  const owner = network && address ? `${network.caipNetworkId}:${address}` : undefined
  const history = core.transactions.owner === owner ? undefined : loadMoreTransactions(core)
  await Promise.all([refreshTokenBalance(core), history])
}

/**
 * Loads the account data each time the Account view is entered (nothing is fetched before).
 * Returns the function that stops it.
 *
 * @example
 * const stop = startAccountDataFlow(core)
 */
export function startAccountDataFlow(core: AppKitCore): () => void {
  let previous = core.router.view
  return subscribe(core.router, () => {
    const entered = core.router.view === 'Account' && previous !== 'Account'
    previous = core.router.view
    if (entered) void loadAccountData(core)
  })
}
