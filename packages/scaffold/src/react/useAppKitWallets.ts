import type { ChainNamespace } from '@appkit/core'
import type { AppKitCore } from '@appkit/core/internal'
import { useEffect, useMemo } from 'react'
import { useSnapshot } from 'valtio'
import {
  connectWalletItem,
  type FetchWalletsParameters,
  fetchWallets,
  getHeadlessWalletsState,
  initializeWallets,
  listWallets,
  registryItem,
  resetWcUri,
  type WalletItem,
} from '../client/headlessWallets'
import { getWalletListState } from '../views/walletEntries/walletListContext'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What {@link useAppKitWallets} returns (AppKit's headless wallet list). */
export type UseAppKitWalletsReturnType = {
  /** The installed wallets, then the recommended registry wallets. */
  wallets: WalletItem[]
  /** The registry wallets loaded so far, or the results of the last search. */
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  /** True from a WalletConnect connect() until its pairing URI is there. */
  isFetchingWcUri: boolean
  isInitialized: boolean
  /** The pending WalletConnect pairing URI (show it as a QR code). */
  wcUri: string | undefined
  connectingWallet: WalletItem | undefined
  /** The last registry page loaded (40 wallets a page). */
  page: number
  /** How many wallets the registry has. */
  count: number
  fetchWallets: (parameters?: FetchWalletsParameters) => Promise<void>
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  resetWcUri: () => void
}

/**
 * The wallets to draw a connect list of your own, with no modal: installed connectors, the
 * wallet registry of the wallet service (paged and searchable), and a WalletConnect pairing URI
 * for any other wallet. The first page and the recommended wallets load on first use.
 *
 * @example
 * const { wallets, connect, wcUri } = useAppKitWallets()
 * wallets.map((w) => <button onClick={() => connect(w)}>{w.name}</button>)
 */
export function useAppKitWallets(): UseAppKitWalletsReturnType {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const connectors = useInstanceSnapshot(appKit, 'connectors')
  const list = useSnapshot(getWalletListState(core))
  const headless = useSnapshot(getHeadlessWalletsState(core))

  useEffect(() => {
    void initializeWallets(appKit)
  }, [appKit])

  const actions = useMemo(
    () => ({
      fetchWallets: (parameters?: FetchWalletsParameters) => fetchWallets(appKit, parameters),
      connect: (wallet: WalletItem, namespace?: ChainNamespace) =>
        connectWalletItem(core, wallet, namespace),
      resetWcUri: () => resetWcUri(core),
    }),
    [appKit, core],
  )

  const recent = connectors.recentWallets
  const registry = list.search.length > 0 ? list.search : list.wallets
  return {
    wallets: listWallets(core, connectors.connectors, list.recommended, recent),
    wcWallets: registry.map((wallet) => registryItem(core as AppKitCore, wallet, recent)),
    isFetchingWallets: list.loading,
    isFetchingWcUri: headless.isFetchingWcUri,
    isInitialized: headless.isInitialized,
    wcUri: headless.wcUri,
    // A ref'd record (not a proxy): the snapshot holds the item itself.
    connectingWallet: headless.connectingWallet as WalletItem | undefined,
    page: list.page,
    count: list.count,
    ...actions,
  }
}
