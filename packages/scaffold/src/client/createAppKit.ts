import { type ChainNamespace, NoActiveCaipNetworkOrClientError } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { type AppKitCore, createAppKitCore } from '@appkit/core/internal'
import { proxy, subscribe } from 'valtio'
import { buttons } from '../i18n/en/buttons'
import { loadCatalogue } from '../i18n/loadCatalogue'
import { resolveLocale } from '../i18n/resolveLocale'
import { applyCatalogue, createTranslate } from '../i18n/translate'
import { getCurrentAppKit, setCurrentAppKit } from '../react/currentAppKit'
import type { AppKitThemeVariables } from '../theme/toUiThemeVariables'
import type { AppKit } from './AppKit'
import type { CreateAppKitOptions } from './CreateAppKitOptions'
import { captureHydrationState } from './captureHydrationState'
import { configureAdapterPairing } from './configureAdapterPairing'
import { createBrowserServices } from './createBrowserServices'
import { createNetworkMethods } from './createNetworkMethods'
import { loadStoredEmbeddedWallet } from './loadStoredEmbeddedWallet'
import { mountHostWhenOpened } from './mountHostWhenOpened'
import { createOptionsState, updateOptions } from './optionsState'
import { loadModalHost, preloadModal } from './preloadModal'
import { readModalPreload, startIdleModalPreload } from './preloadModalWhenIdle'
import {
  readAccount,
  readCaipNetwork,
  readNetwork,
  readState,
  readTheme,
  readWalletInfo,
  readWalletProvider,
  toEventPayload,
} from './readInstanceState'
import { startInstanceFlows } from './startInstanceFlows'
import { toCallableReady } from './toCallableReady'
import { hasServiceUrl, toCoreOptions } from './toCoreOptions'

function activeNamespace(core: AppKitCore, namespace?: ChainNamespace): ChainNamespace {
  const chain = namespace ?? core.chain.activeNamespace
  if (!chain) throw new NoActiveCaipNetworkOrClientError()
  return chain
}

/**
 * Creates an AppKit: the core instance with the page's services, its flows (adapter events,
 * network persistence, wallet info) and the reconnect of stored connections; adapters that pair
 * over WalletConnect get the dapp's metadata and project id. Nothing is
 * requested from a service here; the modal (its own React root in a shadow root) is added to
 * the page when the modal first opens, by `open()` or by a flow (an approval request made
 * before any `open()`). The instance becomes the one the React hooks use.
 *
 * @example
 * const appKit = createAppKit({ networks: [mainnet], adapters: [wagmiAdapter], apiUrls })
 * document.querySelector('#connect')?.addEventListener('click', () => appKit.open())
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  const modalPreload = readModalPreload(options.modalPreload)
  const services = { ...createBrowserServices(options.storage), ...options.services }
  const core = createAppKitCore(toCoreOptions(options, services.platform), services)
  configureAdapterPairing(options)
  if (options.themeMode) controllers.theme.setThemeMode(core.theme, options.themeMode)
  if (options.themeVariables)
    controllers.theme.setThemeVariables(core.theme, options.themeVariables)
  const lifecycle = proxy({ initialized: false, locale: 'en' })
  const hydrationState = captureHydrationState({ ...core, lifecycle })
  // The page buttons' strings only; the modal's come with it (mountModalHost).
  const t = createTranslate({ buttons }, options.messages)
  const started = startInstanceFlows(
    core,
    loadStoredEmbeddedWallet(core, options.secureSiteUrl, { t, lifecycle }),
  )
  let host: Promise<() => void> | undefined
  let remoteConfigAsked = false

  // Another shipped language's catalogue (its own chunk) loads at once, so the page buttons
  // speak it soon and the modal mounts in it; a chunk that cannot load leaves English.
  const locale = resolveLocale(options.locale)
  const translated =
    locale === 'en'
      ? undefined
      : loadCatalogue(locale).then(
          (catalogue) => {
            applyCatalogue(appKit.t, catalogue)
            lifecycle.locale = locale
          },
          () => undefined,
        )

  const ensureHost = () => {
    host ??= Promise.all([loadModalHost(), translated]).then(([{ mountModalHost }]) =>
      mountModalHost(appKit),
    )
    return host
  }

  const appKit: AppKit = {
    ...createNetworkMethods(core),
    options: createOptionsState(options),
    core,
    t,
    lifecycle,
    hydrationState,
    ready: toCallableReady(
      started.ready.then(() => {
        lifecycle.initialized = true
      }),
    ),
    async open(parameters = {}) {
      // The host and the view's chunk in parallel, both loaded before the modal opens: its first
      // view then renders at once, with no loading fallback (and no paced reveal after one). The
      // host mounts (closed, it renders nothing) as soon as its own chunk is in, while the view's
      // chunks are still on their way, so its React root is ready when the modal opens.
      await Promise.all([preloadModal(appKit, parameters), ensureHost()])
      if (!remoteConfigAsked && hasServiceUrl(core, 'wallet')) {
        remoteConfigAsked = true
        void flows.loadRemoteFeatures(core)
      }
      await flows.open(core, parameters as Parameters<typeof flows.open>[1])
    },
    preload(parameters = {}) {
      return preloadModal(appKit, parameters)
    },
    openPay(request) {
      return appKit.open({ view: 'FeaturePanel', data: { panel: 'pay', payment: request } })
    },
    async close() {
      await flows.close(core)
    },
    async switchNetwork(network) {
      // Rejects with the wallet's error; only an open modal goes back a view (SPEC §2).
      const { switchNetworkInWallet } = await import('./switchNetworkOnDemand')
      await switchNetworkInWallet(core, network, { goBackOnFailure: true })
    },
    async disconnect(namespace) {
      await flows.disconnect(core, activeNamespace(core, namespace))
    },
    async getSiwxSession() {
      const { getSiwxSession } = await import('./siwxSessionActions')
      return getSiwxSession(core)
    },
    async signOutSiwx() {
      const { signOutWithSiwx } = await import('./siwxSessionActions')
      await signOutWithSiwx(core)
    },
    getAddress: (namespace) => readAccount(core, namespace).address,
    getCaipAddress: (namespace) => readAccount(core, namespace).caipAddress,
    getIsConnected: (namespace) => readAccount(core, namespace).isConnected,
    getAccount: (namespace) => readAccount(core, namespace),
    getCaipNetwork: (namespace) => readCaipNetwork(core, namespace),
    getState: () => readState(core, lifecycle.initialized),
    getThemeMode: () => readTheme(core).themeMode,
    getThemeVariables: () => readTheme(core).themeVariables as AppKitThemeVariables,
    getWalletInfo: (namespace) => readWalletInfo(core, namespace),
    getWalletProvider: <T>(namespace?: ChainNamespace) =>
      readWalletProvider(core, namespace).walletProvider as T | undefined,
    getWalletProviderType: (namespace) => readWalletProvider(core, namespace).walletProviderType,
    updateFeatures: (features) => flows.updateFeatures(core, features),
    updateOptions: (changes) => updateOptions(appKit, changes),
    updateRemoteFeatures: (features) => flows.updateRemoteFeatures(core, features),
    getRemoteFeatures: () => flows.getRemoteFeatures(core),
    subscribeRemoteFeatures: (callback) => flows.subscribeRemoteFeatures(core, callback),
    setThemeMode: (mode) => controllers.theme.setThemeMode(core.theme, mode),
    setThemeVariables: (variables) => controllers.theme.setThemeVariables(core.theme, variables),
    subscribeAccount: (callback, namespace) =>
      subscribe(core.chain, () => callback(readAccount(core, namespace))),
    subscribeNetwork: (callback) => subscribe(core.chain, () => callback(readNetwork(core))),
    subscribeState(callback) {
      const notify = () => callback(readState(core, lifecycle.initialized))
      const stops = [core.modal, core.chain, lifecycle].map((state) => subscribe(state, notify))
      return () => {
        for (const stop of stops) stop()
      }
    },
    subscribeTheme: (callback) => subscribe(core.theme, () => callback(readTheme(core))),
    // Every event, one call each, as it is recorded (two in one tick are two calls).
    subscribeEvents: (callback) =>
      controllers.events.subscribeToEvents(core.events, (event) => callback(toEventPayload(event))),
    subscribeWalletInfo(callback, namespace) {
      let last = readWalletInfo(core, namespace)
      return subscribe(core.chain, () => {
        const next = readWalletInfo(core, namespace)
        if (next === last) return
        last = next
        callback(next)
      })
    },
    destroy() {
      stopIdlePreload()
      stopMountingHost()
      started.stop()
      void host?.then((unmount) => unmount())
      host = undefined
      if (getCurrentAppKit() === appKit) setCurrentAppKit(undefined)
    },
  }
  const stopMountingHost = mountHostWhenOpened(appKit, ensureHost)
  const stopIdlePreload = startIdleModalPreload(modalPreload, () => preloadModal(appKit))
  setCurrentAppKit(appKit)
  return appKit
}
