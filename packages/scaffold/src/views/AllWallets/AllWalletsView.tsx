import * as controllers from '@appkit/core/controllers'
import { WALLETS_PER_PAGE } from '@appkit/core/internal'
import { Button, ComponentStyle, IconButton, SearchInput, Spinner, WalletGrid } from '@appkit/ui'
import { useCallback, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { hasServiceUrl } from '../../client/toCoreOptions'
import { useModalContext } from '../../host/ModalContext'
import { useOptionsSnapshot } from '../../host/useOptionsSnapshot'
import { openWalletConnect } from '../ConnectingWalletConnect/openWalletConnect'
import { applyConnectorOptions } from '../walletEntries/applyConnectorOptions'
import { canConnectRegistryWallets } from '../walletEntries/canConnectRegistryWallets'
import { getVisibleConnectors } from '../walletEntries/getConnectSections'
import { getWalletImageUrl } from '../walletEntries/getWalletImageUrl'
import { preloadImages } from '../walletEntries/preloadImages'
import { selectWalletEntry } from '../walletEntries/selectWalletEntry'
import { getWalletListContext, getWalletListState } from '../walletEntries/walletListContext'
import { allWalletsCss } from './allWalletsCss'
import { getAllWalletsEntries } from './getAllWalletsEntries'
import { useWalletSearch } from './useWalletSearch'

const ROW_HEIGHT = 104
const MAX_GRID_HEIGHT = 416

/**
 * AllWallets: the installed wallets plus the registry (4 recommended, then pages of 40 with
 * "Show more"), a search (debounced, shown at least 300 ms), the first 20 images preloaded, and
 * beside the search the QR code entry (ConnectingWalletConnect for any WalletConnect wallet)
 * when the WalletConnect flow exists. The installed wallets follow `enableInjected`,
 * `enableEIP6963` and `connectorImages` as on Connect.
 * Without a wallet service the installed wallets alone are listed; when the registry fails the
 * last good list is shown.
 */
export default function AllWalletsView() {
  const { core, t, views = {} } = useModalContext()
  // A snapshot: `updateOptions` re-renders the list (and loads it again with new filters).
  const options = useOptionsSnapshot()
  const qrAvailable = canConnectRegistryWallets(views, options)
  const state = getWalletListState(core)
  const list = useSnapshot(state)
  const connectors = useSnapshot(core.connectors)
  const [query, setQuery] = useState('')
  const context = useCallback(() => getWalletListContext(core, options), [core, options])
  const search = useWalletSearch(core, state, context, query)
  const service = hasServiceUrl(core, 'wallet')
  const [firstPageDone, setFirstPageDone] = useState(() => !service || state.page > 0)

  useEffect(() => {
    if (!service) return
    if (state.page === 0 && !state.loading)
      void controllers.walletList
        .loadNextWalletPage(state, context())
        .finally(() => setFirstPageDone(true))
    else setFirstPageDone(true)
    if (state.recommended.length === 0)
      void controllers.walletList.loadRecommendedWallets(state, context())
  }, [service, state, context])

  const installed = getVisibleConnectors(
    applyConnectorOptions(connectors.connectors, options),
    connectors.excludeWallets,
    core.services.platform.isMobile,
  ).filter((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'EXTERNAL')
  const entries = getAllWalletsEntries({
    installed,
    recommended: list.recommended,
    wallets: list.wallets,
    search: list.search,
    query: search.shownQuery,
    imageUrlOf: (wallet) => getWalletImageUrl(core, wallet),
  })
  const imageUrls = entries.map((e) => (e.wallet ? e.imageUrl : undefined)).join('\n')
  useEffect(() => {
    preloadImages(imageUrls.split('\n'))
  }, [imageUrls])

  const loadingFirstPage = !firstPageDone && list.wallets.length === 0
  const hasMore = !search.shownQuery && list.page * WALLETS_PER_PAGE < list.count
  const rows = Math.ceil(entries.length / 4)

  return (
    <div className="ak-all-wallets">
      <ComponentStyle id="scaffold-all-wallets" css={allWalletsCss} />
      <div className="ak-all-wallets-search">
        <div className="ak-all-wallets-search-field">
          <SearchInput
            value={query}
            onChange={setQuery}
            messages={{
              label: t('allWallets.searchLabel'),
              placeholder: t('allWallets.searchPlaceholder'),
              clear: t('allWallets.clearSearch'),
            }}
          />
        </div>
        {qrAvailable ? (
          <IconButton
            icon="qr"
            label={t('allWallets.qrEntry')}
            onClick={() => openWalletConnect(core)}
          />
        ) : null}
      </div>
      {list.fromCache ? (
        <p className="ak-all-wallets-notice">{t('allWallets.cachedList')}</p>
      ) : null}
      {search.searching || loadingFirstPage ? (
        <div className="ak-all-wallets-status">
          <Spinner label={search.searching ? t('allWallets.searching') : t('allWallets.loading')} />
        </div>
      ) : entries.length === 0 ? (
        <p className="ak-all-wallets-notice" role="status">
          {t('allWallets.noResults')}
        </p>
      ) : (
        <WalletGrid
          wallets={entries.map((e) => ({
            id: e.key,
            name: e.name,
            ...(e.imageUrl ? { imageUrl: e.imageUrl } : {}),
            ...(e.tag ? { tag: e.tag } : {}),
          }))}
          label={t('allWallets.gridLabel')}
          tagMessages={{
            installed: t('connect.tagInstalled'),
            recent: t('connect.tagRecent'),
            qr: t('connect.tagQr'),
          }}
          height={Math.min(MAX_GRID_HEIGHT, Math.max(1, rows) * ROW_HEIGHT)}
          onSelect={(key) => {
            const entry = entries.find((e) => e.key === key)
            if (entry) selectWalletEntry(core, entry)
          }}
        />
      )}
      {hasMore && !search.searching ? (
        <div className="ak-all-wallets-more">
          <Button
            variant="secondary"
            fullWidth
            {...(list.loading ? { loadingLabel: t('allWallets.loading') } : {})}
            onClick={() => void controllers.walletList.loadNextWalletPage(state, context())}
          >
            {t('allWallets.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
