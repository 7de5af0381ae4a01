import type {
  AccountState,
  AccountStatus,
  CaipNetwork,
  ChainNamespace,
  ConnectorType,
  Features,
  OpenableView,
  RemoteFeatures,
} from '@appkit/core'
import type { AppKitCore } from '@appkit/core/internal'
import type { PayRequest } from '../features/pay/PayRequest'
import type { Translate } from '../i18n/translate'
import type { AppKitThemeMode, AppKitThemeVariables } from '../theme/toUiThemeVariables'
import type { CreateAppKitOptions } from './CreateAppKitOptions'
import type { HydrationState } from './captureHydrationState'
import type { UpdatableOptions } from './optionsState'
import type { CallableReady } from './toCallableReady'

/** A CAIP-10 address (`eip155:1:0x…`). */
export type CaipAddress = NonNullable<AccountState['caipAddress']>
/** A CAIP-2 network id (`eip155:1`). */
export type CaipNetworkId = CaipNetwork['caipNetworkId']

/** The account of a namespace as hooks and subscribers see it. */
export type AppKitAccount = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
  /** The e-mail/social wallet's user, when connected through it. */
  embeddedWalletInfo:
    | { user: { email?: string; username?: string }; authProvider: string; accountType?: string }
    | undefined
}

/** The active network. */
export type AppKitNetwork = {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** The modal's state. */
export type AppKitState = {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  /** True once the stored connections were restored (or found absent). */
  initialized: boolean
}

/** The theme. */
export type AppKitTheme = { themeMode: AppKitThemeMode; themeVariables: AppKitThemeVariables }

/** An event of the modal, as AppKit's `subscribeEvents` reports it. */
export type AppKitEventPayload = {
  timestamp: number
  data: { type: 'track'; event: string; properties?: Record<string, unknown> }
}

/** The wallet the active namespace is connected with. */
export type AppKitWalletInfo = {
  name: string
  icon?: string
  type?: string
  [key: string]: unknown
}

/**
 * Parameters of `open`. `view` takes our views and AppKit's names: 'Swap', 'OnRampProviders'
 * and 'WalletSend' open the swaps, onramp and send panels.
 */
export type OpenOptions = {
  view?: OpenableView
  namespace?: ChainNamespace
  data?: Record<string, unknown>
}

/** Stops a subscription. */
export type Unsubscribe = () => void

/** One AppKit: what {@link createAppKit} returns. */
export type AppKit = {
  /**
   * The options it was created with, as valtio state: {@link AppKit.updateOptions} changes
   * them and the views that read them re-render.
   */
  readonly options: CreateAppKitOptions
  /** The core instance (valtio state, actions through core's flows and controllers). */
  readonly core: AppKitCore
  /** Translates a catalogue key with the instance's `messages`. */
  readonly t: Translate
  /**
   * Instance state outside core (a valtio proxy): whether the reconnect at start ended, and the
   * shipped language the strings are in ('en' until another one's catalogue has loaded).
   */
  readonly lifecycle: { initialized: boolean; locale: string }
  /** The state as the server renders it, which the page's hooks hydrate from. */
  readonly hydrationState: HydrationState
  /**
   * Resolves when the stored connections were restored at start: `await appKit.ready()` as in
   * AppKit, or `await appKit.ready`.
   */
  readonly ready: CallableReady
  open(options?: OpenOptions): Promise<void>
  /**
   * Loads the scripts opening the modal with `options` needs (the modal host, the view it shows
   * and the adapters that load on demand), from the page's own origin, once; sends nothing to
   * any service and mounts nothing. It runs on idle after the page has loaded (the
   * `modalPreload` option), and AppKit's buttons call it when the visitor points at, focuses,
   * touches or presses them; call it from your own button's `pointerenter`/`focus` before
   * calling `open()`. Resolves when they have loaded (or one failed; `open()` reports it).
   */
  preload(options?: Pick<OpenOptions, 'view' | 'data'>): Promise<void>
  /**
   * Opens the Pay panel on `request` (SPEC §2 'pay', on with `features: { pay: true }`): the
   * visitor sees the recipient, amount and asset and pays through the wallet. The outcome comes
   * as `SEND_SUCCESS` / `SEND_ERROR` events (`subscribeEvents`).
   */
  openPay(request: PayRequest): Promise<void>
  close(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * The SIWX session of the active network and address, re-read from the `siwx` storage (a
   * server storage asks the server), or undefined when not signed in.
   */
  getSiwxSession(): Promise<unknown>
  /** Signs the active address out on the active network (a server session is revoked). */
  signOutSiwx(): Promise<void>
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getIsConnected(namespace?: ChainNamespace): boolean
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  getState(): AppKitState
  /** The last event (AppKit's `getEvent`): MODAL_CREATED right after `createAppKit`. */
  getEvent(): AppKitEventPayload | undefined
  /** The chain id of the active network (or `namespace`'s), e.g. `1` or a Solana genesis id. */
  getChainId(namespace?: ChainNamespace): number | string | undefined
  /** The CAIP-2 id of the active network (or `namespace`'s), e.g. `'eip155:1'`. */
  getCaipNetworkId(namespace?: ChainNamespace): CaipNetworkId | undefined
  /** The configured networks, of `namespace` only when given. */
  getCaipNetworks(namespace?: ChainNamespace): CaipNetwork[]
  getThemeMode(): AppKitThemeMode
  getThemeVariables(): AppKitThemeVariables
  getWalletInfo(namespace?: ChainNamespace): AppKitWalletInfo | undefined
  /**
   * The provider of the wallet connected on the active namespace (or `namespace`), e.g. an
   * EIP-1193 provider on eip155; undefined when not connected.
   */
  getWalletProvider<T = unknown>(namespace?: ChainNamespace): T | undefined
  /** The type of the connector that provider came from; undefined when not connected. */
  getWalletProviderType(namespace?: ChainNamespace): ConnectorType | undefined
  /**
   * Changes feature settings after start: they join the options' `features` and apply at once
   * (an open modal re-renders). A fetched remote config still wins for remote features (SPEC §6).
   */
  updateFeatures(features: Partial<Features>): void
  /**
   * Changes options after start (AppKit's `updateOptions`): any of `features`, `themeMode`,
   * `themeVariables`, `metadata`, `termsConditionsUrl`, `privacyPolicyUrl`, `allWallets`,
   * `featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`, `excludeWallets`,
   * `enableWalletGuide`, `enableWalletConnect`, `enableEIP6963`, `enableInjected`,
   * `customWallets`, `connectorImages`, `enableNetworkSwitch`, `allowUnsupportedChain`. They
   * apply at once (an open modal re-renders; the wallet list loads again with new filters);
   * another key is ignored with a warning.
   */
  updateOptions(options: UpdatableOptions): void
  /**
   * Sets remote features (swaps, onramp, email, socials, activity, reownBranding, multiWallet)
   * from the dapp: merged, they win over the options and over the project's config from the
   * wallet service (fetched on the first open); basic mode keeps them off. Applies at once.
   */
  updateRemoteFeatures(features: Partial<RemoteFeatures>): void
  /**
   * The remote features in force: the project's config once fetched, else the options'
   * `features` and the defaults, with `updateRemoteFeatures`' on top.
   */
  getRemoteFeatures(): RemoteFeatures
  /** Calls `callback` with the remote features each time one of them changes. */
  subscribeRemoteFeatures(callback: (features: RemoteFeatures) => void): Unsubscribe
  setThemeMode(mode: AppKitThemeMode): void
  setThemeVariables(variables: AppKitThemeVariables): void
  subscribeAccount(
    callback: (account: AppKitAccount) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe
  subscribeNetwork(callback: (network: AppKitNetwork) => void): Unsubscribe
  /** Calls `callback` with the new active network each time it changes (not on other changes). */
  subscribeCaipNetworkChange(callback: (network: CaipNetwork | undefined) => void): Unsubscribe
  /**
   * Calls `callback` with every namespace's wallet provider (undefined when not connected) each
   * time one of them changes, as AppKit's `subscribeProviders`.
   */
  subscribeProviders(
    callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void,
  ): Unsubscribe
  subscribeState(callback: (state: AppKitState) => void): Unsubscribe
  subscribeTheme(callback: (theme: AppKitTheme) => void): Unsubscribe
  /** Calls `callback` with every event as it happens (two in one tick are two calls). */
  subscribeEvents(callback: (event: AppKitEventPayload) => void): Unsubscribe
  subscribeWalletInfo(
    callback: (walletInfo: AppKitWalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe
  /** Removes the modal from the page and stops the instance's flows. */
  destroy(): void
}
