import type * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { type AppKitCore, DEBOUNCE_MS, SEARCH_MIN_DISPLAY_MS } from '@appkit/core/internal'
import { useEffect, useState } from 'react'
import { hasServiceUrl } from '../../client/toCoreOptions'

type WalletListState = ReturnType<typeof controllers.walletList.createWalletList>
type WalletListContext = Parameters<typeof controllers.walletList.searchWallets>[1]

/** What {@link useWalletSearch} returns. */
export type WalletSearch = {
  /** True from typing until the results show (at least 300 ms once the search starts). */
  searching: boolean
  /** The query whose results are in the list state ('' when not searching). */
  shownQuery: string
}

/**
 * Searches the registry for `query`: debounced 500 ms, then the search (up to 100 results)
 * with its loading state shown at least 300 ms (SPEC §9 'search minimum display 300 ms');
 * a newer query cancels an older one. Without a wallet service only the local match applies.
 */
export function useWalletSearch(
  core: AppKitCore,
  state: WalletListState,
  context: () => WalletListContext,
  query: string,
): WalletSearch {
  const [searching, setSearching] = useState(false)
  const [shownQuery, setShownQuery] = useState('')
  useEffect(() => {
    const trimmed = query.trim()
    if (!trimmed) {
      setSearching(false)
      setShownQuery('')
      return
    }
    setSearching(true)
    const clock = core.services.clock
    let live = true
    const wait = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))
    const timer = clock.setTimeout(async () => {
      const started = clock.now()
      if (hasServiceUrl(core, 'wallet'))
        await flows.searchWalletRegistry(core, state, context(), trimmed)
      const remaining = SEARCH_MIN_DISPLAY_MS - (clock.now() - started)
      if (remaining > 0) await wait(remaining)
      if (!live) return
      setShownQuery(trimmed)
      setSearching(false)
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clock.clearTimeout(timer)
    }
  }, [core, state, context, query])
  return { searching, shownQuery }
}
