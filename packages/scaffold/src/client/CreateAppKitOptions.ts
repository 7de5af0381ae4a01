import type {
  ApiUrls,
  CaipNetwork,
  ChainNamespace,
  Features,
  PreferredAccountType,
  SiwxConfig,
  Wallet,
} from '@appkit/core'
import type { ChainAdapter, WalletConnectSessionHost } from '@appkit/core/adapter'
import type { AppKitServicesInput } from '@appkit/core/internal'
import type { CustomRpcUrlMap } from '@appkit/core/networks'
import type { MessageOverrides } from '../i18n/translate'
import type { AppKitThemeMode, AppKitThemeVariables } from '../theme/toUiThemeVariables'
import type { AppKitSiweConfig } from './AppKitSiweConfig'
import type { BrowserStorage } from './createBrowserServices'
import type { ModalPreload } from './preloadModalWhenIdle'

/** The dapp's metadata, shown to wallets. */
export type AppKitMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/**
 * The options of {@link createAppKit}. The names are those AppKit users already pass, so
 * migrating is a change of imports; `apiUrls`, `messages`, `locale` and `services` are ours.
 */
export type CreateAppKitOptions = {
  /** The networks the dapp supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly CaipNetwork[]
  /** One adapter per namespace (e.g. `new WagmiAdapter(...)`). */
  adapters?: readonly ChainAdapter[]
  metadata?: AppKitMetadata
  /** Optional: sent as `projectId` to the services when set. */
  projectId?: string
  features?: Partial<Features>
  themeMode?: AppKitThemeMode
  themeVariables?: AppKitThemeVariables
  defaultNetwork?: CaipNetwork
  /** Keep the modal closed when the wallet is on a network the dapp did not configure. */
  allowUnsupportedChain?: boolean
  /**
   * Basic mode's WalletConnect client (`createWalletConnect({ relayUrl, networks })` of
   * `@appkit/walletconnect`): with no adapter, ConnectingWalletConnectBasic pairs with it and
   * shows the approved session's accounts (SPEC §2).
   */
  walletConnect?: WalletConnectSessionHost
  /** Show the WalletConnect (QR code) option when an adapter offers it (default true). */
  enableWalletConnect?: boolean
  /** Reconnect stored connections at start (default true). */
  enableReconnect?: boolean
  /** Allow switching networks from the modal (default true). */
  enableNetworkSwitch?: boolean
  /** Embedded mode: closing shows Account when connected. */
  embedded?: boolean
  /** Registry wallet ids to hide from the wallet list. */
  excludeWalletIds?: readonly string[]
  /** Registry wallet ids to show only. */
  includeWalletIds?: readonly string[]
  /** Registry wallet ids shown on Connect, in this order. */
  featuredWalletIds?: readonly string[]
  /** Installed wallets to hide, by rdns or name (case-insensitive). */
  excludeWallets?: readonly string[]
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
  siwx?: SiwxConfig
  /**
   * AppKit's SIWE config (its `createSIWEConfig` shape, EVM only): sign-in runs through the
   * `siwx` flow with the dapp's nonce, message, `verifyMessage`, session and sign-out. Cannot be
   * combined with `siwx` ('Cannot set both `siweConfig` and `siwx` options').
   */
  siweConfig?: AppKitSiweConfig
  /** The dapp's terms: with `privacyPolicyUrl`, a legal line on Connect links them (https only). */
  termsConditionsUrl?: string
  /** The dapp's privacy policy, linked on Connect (https only). */
  privacyPolicyUrl?: string
  /**
   * The All Wallets entry on Connect: 'SHOW' (default), 'HIDE', or 'ONLY_MOBILE' (shown on
   * mobile devices only). Sets the `allWallets` feature.
   */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  /**
   * The dapp's own wallets, listed on Connect in SPEC §9's 'custom' section (after featured)
   * and connected by QR code or deep link like registry wallets.
   */
  customWallets?: readonly (Wallet & { image_url?: string })[]
  /**
   * Show wallets announced with EIP-6963 on Connect and AllWallets (default true). Give
   * `WagmiAdapter` the same option so it does not even listen for announcements.
   */
  enableEIP6963?: boolean
  /**
   * Show injected wallets (the browser's and EIP-6963 ones) on Connect and AllWallets (default
   * true). Give `WagmiAdapter` the same option so it adds no injected connector.
   */
  enableInjected?: boolean
  /**
   * Under Connect, "Haven't got a wallet? Get started", opening AllWallets (default true; shown
   * when the wallet list is, i.e. a wallet service is configured).
   */
  enableWalletGuide?: boolean
  /** Image URLs of connectors by connector id, replacing their own (Connect and AllWallets). */
  connectorImages?: Readonly<Record<string, string>>
  /**
   * AppKit's RPC URLs by CAIP-2 id (`{ 'eip155:1': [{ url }] }`), put before each network's own
   * (e.g. in the WalletConnect session's RPC map). Give the adapter the same option
   * (`new WagmiAdapter({ customRpcUrls })`): its transports read them first. `config` is not read.
   */
  customRpcUrls?: CustomRpcUrlMap
  /** Image URLs of networks by chain id (`id` of the CaipNetwork), replacing their own. */
  chainImages?: Readonly<Record<string | number, string>>
  debug?: boolean
  /**
   * The base URLs of the services (our `apps/api` or a compatible host). Nothing is requested
   * from a service that is not configured: without `wallet` the modal lists installed wallets
   * only and skips the remote config; without `analytics` no event is sent.
   */
  apiUrls?: Partial<ApiUrls>
  /**
   * The secure site serving the embedded wallet frame (`apps/secure` or a compatible host), e.g.
   * `http://127.0.0.1:4466`: with it (and the `email` feature on), Connect offers e-mail login in
   * a frame from that origin. Without it no e-mail login is offered and nothing is requested.
   */
  secureSiteUrl?: string
  /** Overrides of any subset of the English catalogue (a translation). */
  messages?: MessageOverrides
  /**
   * The language of the modal (`lang`, a BCP 47 tag); right-to-left languages mirror the layout.
   * The shipped languages (en, es, fr, de, ja, ar) bring their catalogue, loaded on demand;
   * without this option the browser's languages choose among them.
   */
  locale?: string
  /**
   * When the modal's own scripts load. `'idle'` (default): once the page has loaded and the
   * browser is idle (an idle callback after the load event), so the first click finds them in
   * memory; they also load when the visitor points at, focuses or presses an AppKit button.
   * `'intent'`: only then (or when the dapp calls `preload()` or `open()`). Either way only the
   * page's own script chunks are fetched (what `preload()` fetches): nothing is sent to a service
   * and the modal is not added to the page before it opens.
   */
  modalPreload?: ModalPreload
  /** Scopes this instance's storage keys when two instances share a page. */
  storageScope?: string
  /**
   * Where the browser keeps the modal's state: `'localStorage'` (default) or `'cookie'`, so a
   * server rendering the page can read the same state from the request's Cookie header.
   */
  storage?: BrowserStorage
  /** Replaces the browser services (storage, fetch, clock, platform, logger), e.g. in tests. */
  services?: AppKitServicesInput
}
