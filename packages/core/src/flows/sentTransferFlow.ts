import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import {
  SENT_TRANSFER_HISTORY_ATTEMPTS,
  SENT_TRANSFER_HISTORY_RETRY_MS,
} from '../constants/timeConstants'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { showToast } from '../controllers/snackbar/snackbar'
import { fetchLatestTransactions } from '../controllers/transactions/transactions'
import { sleep } from '../time/sleep'
import { refreshTokenBalance } from './accountDataFlow'
import { refreshNativeBalance } from './nativeBalanceFlow'

/** What {@link refreshAfterSend} resolves with: the balances read, and the history's reading. */
export type SentTransferRefresh = {
  /** The balances were read again (native through the adapter, tokens from the API). */
  balances: Promise<void>
  /** The newest history page was read until it listed the transaction, or attempts ran out. */
  history: Promise<void>
}

const sameHash = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/**
 * Reads the newest history page of `owner` into the store until a transaction with `hash` is in
 * it (an indexer may be a block behind): at most {@link SENT_TRANSFER_HISTORY_ATTEMPTS} reads,
 * {@link SENT_TRANSFER_HISTORY_RETRY_MS} apart, one toast at most if they fail.
 */
async function refreshHistoryUntilListed(
  core: AppKitCore,
  parameters: { address: string; caipNetworkId: string; owner: string; hash: string },
): Promise<void> {
  let failed = false
  for (let attempt = 1; attempt <= SENT_TRANSFER_HISTORY_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(SENT_TRANSFER_HISTORY_RETRY_MS, { timers: core.services.clock })
    // The visitor moved to another account or network: its own history is loaded for it.
    if (core.transactions.owner !== parameters.owner) return
    const page = await fetchLatestTransactions(core.transactions, core.api.blockchain, {
      accountAddress: parameters.address,
      caipNetworkId: parameters.caipNetworkId,
      owner: parameters.owner,
      onError: (message) => {
        if (!failed) showToast(core.snackbar, core.services.clock, 'error', message)
        failed = true
      },
    })
    if (
      page?.some((tx) => tx.id === parameters.hash || sameHash(tx.metadata.hash, parameters.hash))
    )
      return
  }
}

/**
 * After a successful send (any namespace: the namespace table decides what there is to read),
 * reads the active account's balances again — the native one through the adapter (it paid the
 * fee), the token ones from the API with `forceUpdate` set to the hash — and puts the new
 * transaction into the Activity the store already shows for this account and network, keeping
 * what it shows meanwhile. A store not yet loaded for this account is left to the Account view's
 * first load (no second first page). Errors of the native read are ignored (the Account view
 * reads it again); the others show their toasts.
 *
 * @example
 * const { balances } = refreshAfterSend(core, hash)
 * await balances
 */
export function refreshAfterSend(core: AppKitCore, hash: string): SentTransferRefresh {
  const address = getActiveAccount(core.chain)?.address
  const network = getActiveNetwork(core.chain)
  if (!address || !network) return { balances: Promise.resolve(), history: Promise.resolve() }
  const owner = `${network.caipNetworkId}:${address}`
  const native = refreshNativeBalance(core, true).catch(() => false)
  const tokens = isFeatureSupported('tokenBalances', network)
    ? refreshTokenBalance(core, { forceUpdate: hash })
    : undefined
  const listed =
    isFeatureSupported('activity', network) &&
    core.features.activity &&
    core.transactions.owner === owner
  const history = listed
    ? refreshHistoryUntilListed(core, {
        address,
        caipNetworkId: network.caipNetworkId,
        owner,
        hash,
      })
    : Promise.resolve()
  return { balances: Promise.all([native, tokens]).then(() => undefined), history }
}
