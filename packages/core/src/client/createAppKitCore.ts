import { proxy } from 'valtio'
import { type ApiClient, createApiClient } from '../api/apiClient'
import { type AlertsState, createAlerts } from '../controllers/alerts/alerts'
import { type BalanceState, createBalance } from '../controllers/balance/balanceState'
import { addAdapter } from '../controllers/chain/adapterRegistry'
import { type ChainState, createChain } from '../controllers/chain/chain'
import { type ConnectionsState, createConnections } from '../controllers/connections/connections'
import { type ConnectorsState, createConnectors } from '../controllers/connectors/connectors'
import { createEvents, type EventsState } from '../controllers/events/events'
import { createModal, type ModalState } from '../controllers/modal/modal'
import { getDefaultOnrampProviders } from '../controllers/onramp/defaultOnrampProviders'
import { createOnramp, type OnrampState } from '../controllers/onramp/onrampState'
import { createRequests, type RequestsState } from '../controllers/requests/requests'
import { createRouter, type RouterState } from '../controllers/router/router'
import { createSend, type SendState } from '../controllers/send/sendState'
import { createSiwxState, type SiwxState } from '../controllers/siwx/siwxState'
import { createSnackbar, type SnackbarState } from '../controllers/snackbar/snackbar'
import { createSwap, type SwapState } from '../controllers/swap/swapState'
import { createTheme, type ThemeState } from '../controllers/theme/theme'
import {
  createTransactions,
  type TransactionsState,
} from '../controllers/transactions/transactionsState'
import type { Features } from '../options/features'
import { type AppKitOptions, validateOptions } from '../options/options'
import { resolveFeatures } from '../options/resolveFeatures'
import { type AppKitServices, type AppKitServicesInput, resolveServices } from './services'

/** The SDK type sent as `st`. */
export const SDK_TYPE = 'appkit'
/** The SDK version sent as `sv`. */
export const SDK_VERSION = 'core-0.0.0'

/** One AppKit instance: every controller's state, the API clients, options and services. */
export type AppKitCore = {
  options: AppKitOptions
  services: AppKitServices
  /** Basic WalletConnect mode: no adapter, or asked for. */
  basic: boolean
  features: Features
  router: RouterState
  modal: ModalState
  chain: ChainState
  requests: RequestsState
  connectors: ConnectorsState
  connections: ConnectionsState
  snackbar: SnackbarState
  alerts: AlertsState
  events: EventsState
  transactions: TransactionsState
  balance: BalanceState
  send: SendState
  swap: SwapState
  onramp: OnrampState
  theme: ThemeState
  siwx: SiwxState
  api: { blockchain: ApiClient; wallet: ApiClient; analytics: ApiClient }
}

/** The storage key of the network of the last sign-in. */
export const LAST_NETWORK_STORAGE_KEY = 'siwx_last_network'

/** The storage key of the reconnect record (connected and disconnected connector ids). */
export const CONNECTIONS_STORAGE_KEY = 'connection_status'

/** The storage key of the social provider of the embedded wallet's login (SPEC §3). */
export const CONNECTED_SOCIAL_STORAGE_KEY = 'connected_social'

/**
 * Builds one instance from options and injected services. Nothing touches the network here,
 * and nothing is shared between instances, so two instances and SSR are safe.
 *
 * @example
 * const core = createAppKitCore({ networks: [mainnet], apiUrls }, { fetch, storage })
 */
export function createAppKitCore(
  options: AppKitOptions,
  services: AppKitServicesInput = {},
): AppKitCore {
  validateOptions(options)
  const resolved = resolveServices(services, { storageScope: options.storageScope })
  const basic = options.basic ?? (options.adapters ?? []).length === 0
  const api = (baseUrl: string) =>
    createApiClient({
      baseUrl,
      projectId: options.projectId,
      sdkType: options.sdkType ?? SDK_TYPE,
      sdkVersion: options.sdkVersion ?? SDK_VERSION,
      fetch: resolved.fetch,
      clock: resolved.clock,
      transport: { ...options.apiTransport, timers: resolved.clock },
    })
  const chain = createChain({
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    ...(options.defaultAccountTypes ? { defaultAccountTypes: options.defaultAccountTypes } : {}),
  })
  for (const adapter of options.adapters ?? []) addAdapter(chain, adapter)
  // Every stored key is read once now, so a corrupted one is dropped at start (the storage drops
  // what it cannot read), not left to break a view that reads it later.
  for (const key of resolved.storage.keys())
    resolved.storage.get(key as Parameters<typeof resolved.storage.get>[0])
  const stored = resolved.storage.get(CONNECTIONS_STORAGE_KEY) ?? {}
  return {
    options,
    services: resolved,
    basic,
    features: proxy(resolveFeatures({ local: options.features, basic })),
    router: createRouter(),
    modal: createModal(),
    chain,
    requests: createRequests(),
    connectors: createConnectors(resolved.storage, options.excludeWallets),
    connections: createConnections({
      connected: [...(stored.connected ?? [])],
      disconnected: [...(stored.disconnected ?? [])],
    }),
    snackbar: createSnackbar(),
    alerts: createAlerts(),
    events: createEvents(resolved.clock),
    transactions: createTransactions(),
    balance: createBalance(),
    send: createSend(),
    swap: createSwap(),
    onramp: createOnramp(getDefaultOnrampProviders(options.onrampUrls)),
    theme: createTheme(),
    siwx: createSiwxState(resolved.storage.get(LAST_NETWORK_STORAGE_KEY)),
    api: {
      blockchain: api(options.apiUrls.blockchain),
      wallet: api(options.apiUrls.wallet),
      analytics: api(options.apiUrls.analytics),
    },
  }
}
