import { proxy, ref } from 'valtio'
import type { ApiClient } from '../../api/apiClient'
import { getWallets } from '../../api/walletApi'
import {
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_RESULTS,
  WALLETS_PER_PAGE,
} from '../../constants/limitConstants'
import type { AppKitStorage } from '../../storage/createStorage'
import type { Connector, Wallet } from '../../types/connector'
import { dedupWallets, filterExcludedWallets } from '../connectors/walletFilters'

/** The registry wallets shown in AllWallets: pages, search, recommended, and the last good list. */
export type WalletListState = {
  wallets: Wallet[]
  recommended: Wallet[]
  search: Wallet[]
  page: number
  count: number
  loading: boolean
  /** Set when the registry failed and the cached list is shown. */
  fromCache: boolean
}

function emptyWalletList(): WalletListState {
  return {
    wallets: [],
    recommended: [],
    search: [],
    page: 0,
    count: 0,
    loading: false,
    fromCache: false,
  }
}

/** Creates an empty wallet list. */
export function createWalletList(): WalletListState {
  return proxy<WalletListState>(emptyWalletList())
}

/** Empties the list (its filters changed): the next load starts again from the first page. */
export function resetWalletList(state: WalletListState): void {
  Object.assign(state, emptyWalletList())
}

/** What loading the list reads: the registry client, filters and storage. */
export type WalletListContext = {
  client: ApiClient
  storage: AppKitStorage
  excludeWallets: readonly string[]
  installed: readonly Connector[]
  recent: readonly Wallet[]
  chains?: readonly string[]
  /** Registry ids to show only (the dapp's `includeWalletIds`), sent as `include`. */
  includeWalletIds?: readonly string[]
  /** Registry ids to hide (the dapp's `excludeWalletIds`), sent as `exclude`. */
  excludeWalletIds?: readonly string[]
}

function idFilters(context: WalletListContext) {
  return {
    ...(context.includeWalletIds?.length ? { include: context.includeWalletIds } : {}),
    ...(context.excludeWalletIds?.length ? { exclude: context.excludeWalletIds } : {}),
  }
}

function clean(wallets: readonly Wallet[], context: WalletListContext): Wallet[] {
  return dedupWallets(
    filterExcludedWallets(wallets, context.excludeWallets),
    context.installed,
    context.recent,
  ).map((w) => ref({ ...w }))
}

/**
 * Loads the next page (40 per page) of the registry, excluded and duplicate wallets removed
 * (SPEC §5, §9). If the registry fails or answers a wrong schema, the last good list from
 * storage is shown and nothing is thrown (HOSTILE C). Resolves whether the registry answered.
 */
export async function loadNextWalletPage(
  state: WalletListState,
  context: WalletListContext,
): Promise<boolean> {
  state.loading = true
  try {
    const page = state.page + 1
    const { data, count } = await getWallets(context.client, {
      page,
      entries: WALLETS_PER_PAGE,
      ...idFilters(context),
      ...(context.chains ? { chains: context.chains } : {}),
    })
    state.wallets = [...state.wallets, ...clean(data, context)]
    state.page = page
    state.count = count
    state.fromCache = false
    context.storage.set('wallet_list_cache', state.wallets)
    return true
  } catch {
    const cached = context.storage.get('wallet_list_cache')
    if (state.wallets.length === 0 && cached) {
      state.wallets = clean(cached, context)
      state.fromCache = state.wallets.length > 0
    }
    return false
  } finally {
    state.loading = false
  }
}

/** Loads the 4 recommended wallets (empty on failure). */
export async function loadRecommendedWallets(
  state: WalletListState,
  context: WalletListContext,
): Promise<void> {
  try {
    const { data } = await getWallets(context.client, {
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      ...idFilters(context),
    })
    state.recommended = clean(data, context).slice(0, RECOMMENDED_WALLETS_COUNT)
  } catch {
    state.recommended = []
  }
}

/** Searches the registry (up to 100 results); empty on failure. */
export async function searchWallets(
  state: WalletListState,
  context: WalletListContext,
  query: string,
): Promise<void> {
  if (!query.trim()) {
    state.search = []
    return
  }
  try {
    const { data } = await getWallets(context.client, {
      page: 1,
      entries: WALLET_SEARCH_RESULTS,
      search: query.trim(),
      ...idFilters(context),
    })
    state.search = clean(data, context)
  } catch {
    state.search = []
  }
}
