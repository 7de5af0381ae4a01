import {
  type ChainNamespace,
  type Connector,
  ConnectorNotFoundForConnectionError,
  type Wallet,
  WalletConnectConnectorNotFoundError,
} from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { proxy, ref } from 'valtio'
import { findPairingAdapter } from '../views/ConnectingWalletConnect/findPairingAdapter'
import { getVisibleConnectors } from '../views/walletEntries/getConnectSections'
import { getWalletImageUrl } from '../views/walletEntries/getWalletImageUrl'
import { isSameWallet } from '../views/walletEntries/WalletEntry'
import { getWalletListContext, getWalletListState } from '../views/walletEntries/walletListContext'
import type { AppKit } from './AppKit'
import { hasServiceUrl } from './toCoreOptions'

/** One wallet of the headless list (AppKit's `WalletItem`). */
export type WalletItem = {
  /** The connector id of an installed wallet, the registry id of the others. */
  id: string
  name: string
  imageUrl: string | undefined
  /** The connectors that connect it (installed wallets only), one per namespace. */
  connectors: { id: string; rdns?: string; chain: ChainNamespace }[]
  /** What the registry says of it (registry wallets only). */
  walletInfo: {
    supportedChains?: readonly string[]
    mobileLink?: string
    desktopLink?: string
    webappLink?: string
  }
  /** Installed in this browser (an injected or announced wallet): connects without a QR code. */
  isInjected: boolean
  /** Connected before on this site. */
  isRecent: boolean
}

/** The WalletConnect side of the headless list: the pairing URI and the wallet being connected. */
export type HeadlessWalletsState = {
  wcUri: string | undefined
  isFetchingWcUri: boolean
  connectingWallet: WalletItem | undefined
  /** True once the first registry page and the recommended wallets were asked for. */
  isInitialized: boolean
  /** Ends the pending WalletConnect pairing (its URI listener and its connect). */
  stopPairing: (() => void) | undefined
}

const states = new WeakMap<AppKitCore, HeadlessWalletsState>()

/** The headless wallet state of an instance (one per instance). */
export function getHeadlessWalletsState(core: AppKitCore): HeadlessWalletsState {
  let state = states.get(core)
  if (!state) {
    state = proxy<HeadlessWalletsState>({
      wcUri: undefined,
      isFetchingWcUri: false,
      connectingWallet: undefined,
      isInitialized: false,
      stopPairing: undefined,
    })
    states.set(core, state)
  }
  return state
}

/** The item of an installed connector. */
export function connectorItem(connector: Connector, recent: readonly Wallet[]): WalletItem {
  const rdns = connector.info?.rdns
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    connectors: [{ id: connector.id, chain: connector.chain, ...(rdns ? { rdns } : {}) }],
    walletInfo: {},
    isInjected: true,
    isRecent: recent.some((wallet) => isSameWallet(wallet, connector)),
  }
}

/** The item of a registry wallet (connects over WalletConnect). */
export function registryItem(
  core: AppKitCore,
  wallet: Wallet,
  recent: readonly Wallet[],
): WalletItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: getWalletImageUrl(core, wallet),
    connectors: [],
    walletInfo: {
      ...(wallet.chains ? { supportedChains: wallet.chains } : {}),
      ...(wallet.mobile_link ? { mobileLink: wallet.mobile_link } : {}),
      ...(wallet.desktop_link ? { desktopLink: wallet.desktop_link } : {}),
      ...(wallet.webapp_link ? { webappLink: wallet.webapp_link } : {}),
    },
    isInjected: false,
    isRecent: recent.some((other) => other.id === wallet.id),
  }
}

/**
 * The installed wallets (injected, announced, external; SPEC §5's exclusions applied), then the
 * recommended registry wallets not already installed. Reads the states given (snapshots too).
 */
export function listWallets(
  core: AppKitCore,
  connectors: readonly Connector[],
  recommended: readonly Wallet[],
  recent: readonly Wallet[],
): WalletItem[] {
  const installed = getVisibleConnectors(
    connectors,
    core.connectors.excludeWallets,
    core.services.platform.isMobile,
  ).filter((connector) => ['INJECTED', 'ANNOUNCED', 'EXTERNAL'].includes(connector.type))
  const others = controllers.walletFilters.dedupWallets(recommended, installed, [])
  return [
    ...installed.map((connector) => connectorItem(connector, recent)),
    ...others.map((wallet) => registryItem(core, wallet, recent)),
  ]
}

/** Parameters of {@link fetchWallets}. */
export type FetchWalletsParameters = {
  /** The registry page to load up to (40 wallets a page); the next one when not given. */
  page?: number
  /** Searches the registry instead (up to 100 results). */
  query?: string
}

/**
 * Loads registry wallets from the wallet service: the next page (or up to `page`), or the
 * search results of `query`. Without a wallet service nothing is asked.
 */
export async function fetchWallets(
  appKit: AppKit,
  { page, query }: FetchWalletsParameters = {},
): Promise<void> {
  const { core } = appKit
  if (!hasServiceUrl(core, 'wallet')) return
  const list = getWalletListState(core)
  const context = getWalletListContext(core, appKit.options)
  if (query !== undefined) {
    await flows.searchWalletRegistry(core, list, context, query)
    return
  }
  const target = page ?? list.page + 1
  while (list.page < target) {
    if (!(await controllers.walletList.loadNextWalletPage(list, context))) return
    if (list.wallets.length >= list.count) return
  }
}

/** Loads the recommended wallets and the first registry page once per instance. */
export async function initializeWallets(appKit: AppKit): Promise<void> {
  const state = getHeadlessWalletsState(appKit.core)
  if (state.isInitialized) return
  state.isInitialized = true
  if (!hasServiceUrl(appKit.core, 'wallet')) return
  const list = getWalletListState(appKit.core)
  const context = getWalletListContext(appKit.core, appKit.options)
  await Promise.all([
    controllers.walletList.loadRecommendedWallets(list, context),
    list.page === 0 ? fetchWallets(appKit) : undefined,
  ])
}

/** Ends a pending WalletConnect pairing and clears its URI and the wallet being connected. */
export function resetWcUri(core: AppKitCore): void {
  const state = getHeadlessWalletsState(core)
  state.stopPairing?.()
  Object.assign(state, {
    stopPairing: undefined,
    wcUri: undefined,
    isFetchingWcUri: false,
    connectingWallet: undefined,
  })
}

function connectInstalled(core: AppKitCore, wallet: WalletItem, namespace?: ChainNamespace) {
  const connector = wallet.connectors.find((c) => namespace === undefined || c.chain === namespace)
  if (!connector) throw new ConnectorNotFoundForConnectionError({ details: wallet.name })
  return flows.connectWallet(core, { namespace: connector.chain, connectorId: connector.id })
}

function connectOverWalletConnect(core: AppKitCore, wallet: WalletItem) {
  const adapter = findPairingAdapter(core)
  if (!adapter) throw new WalletConnectConnectorNotFoundError()
  const state = getHeadlessWalletsState(core)
  state.isFetchingWcUri = true
  const stopUri = adapter.subscribePairingUri((uri) => {
    Object.assign(state, { wcUri: uri, isFetchingWcUri: false })
  })
  const stop = ref(() => {
    stopUri()
    adapter.cancelPairingUri()
  })
  state.stopPairing = stop
  const registry = getWalletListState(core)
  const record = [...registry.wallets, ...registry.recommended, ...registry.search].find(
    (candidate) => candidate.id === wallet.id,
  )
  return flows
    .connectWallet(core, {
      namespace: adapter.namespace,
      connectorId: adapter.pairingConnectorId,
      ...(record ? { wallet: { ...record } } : {}),
    })
    .finally(() => {
      stopUri()
      if (state.stopPairing === stop) state.stopPairing = undefined
    })
}

/**
 * Connects `wallet`: an installed one through its connector (on `namespace`, else its first),
 * any other over WalletConnect, its pairing URI in `wcUri` until a wallet answers. A pairing
 * already pending ends first. Sends SELECT_WALLET (`{ name, platform }`) as a pick in the modal
 * does. Rejects as core's connect flow does ('Connection rejected', ...).
 */
export async function connectWalletItem(
  core: AppKitCore,
  wallet: WalletItem,
  namespace?: ChainNamespace,
): Promise<void> {
  resetWcUri(core)
  const state = getHeadlessWalletsState(core)
  const connecting = ref({ ...wallet })
  state.connectingWallet = connecting
  // The event of picking it in the modal (the view it would open there): 'browser' for an
  // installed wallet, 'qrcode' (or 'mobile' on a phone) for WalletConnect.
  flows.trackNavigation(
    core,
    wallet.isInjected ? 'ConnectingExternal' : 'ConnectingWalletConnect',
    { wallet: { id: wallet.id, name: wallet.name } },
  )
  try {
    if (wallet.isInjected) await connectInstalled(core, wallet, namespace)
    else await connectOverWalletConnect(core, wallet)
  } finally {
    // A newer connect() took over meanwhile: its state stays.
    if (state.connectingWallet === connecting)
      Object.assign(state, { connectingWallet: undefined, isFetchingWcUri: false })
  }
}
