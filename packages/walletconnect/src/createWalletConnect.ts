import type {
  WalletConnectCapability,
  WalletConnectNamespaceSession,
  WalletConnectSessionHost,
} from '@appkit/core'
import type { SessionTypes } from '@walletconnect/types'
import type UniversalProvider from '@walletconnect/universal-provider'
import { basicNamespaces } from './basicNamespaces'
import { buildProposalNamespaces } from './buildProposalNamespaces'
import { PairingCancelledError } from './errors/PairingCancelledError'
import { loadUniversalProvider } from './loadUniversalProvider'
import { PairingAttempts } from './PairingAttempts'
import type { WalletConnectDefaults, WalletConnectOptions } from './WalletConnectOptions'

/** The one WalletConnect client of an instance (see {@link createWalletConnect}). */
export type WalletConnectClient = WalletConnectSessionHost & {
  /** The namespaces of the active session with their CAIP-10 accounts ({} without a session). */
  getSessionAccounts(): Readonly<Record<string, readonly string[]>>
  /** Calls `listener` after the session started, changed or ended; returns the unsubscribe. */
  subscribeSession(listener: () => void): () => void
}

type SessionEventArguments = {
  topic: string
  params: { event: { name: string; data: unknown }; chainId: string }
}

const namespaceOf = (chainId: string) => chainId.split(':')[0] ?? ''

/**
 * Creates the one WalletConnect client of an instance, the only owner of
 * `@walletconnect/universal-provider`: adapters register their namespace (core's
 * WalletConnectCapability), one session proposal carries all of them (one QR code), and each
 * adapter receives the accounts the wallet approved for its namespace and a request function
 * through that session. Without adapters (basic mode, SPEC §2) it proposes `options.networks`
 * and the session's accounts are read with `getSessionAccounts()`. The libraries load by a
 * dynamic `import()` on the first connect() or restore(), never at creation.
 *
 * @example
 * const walletConnect = createWalletConnect({ relayUrl: 'ws://127.0.0.1:4455' })
 * const wagmiAdapter = new WagmiAdapter({ networks, walletConnect })
 */
export function createWalletConnect(options: WalletConnectOptions): WalletConnectClient {
  const adapters: WalletConnectCapability[] = []
  const uriListeners = new Set<(uri: string) => void>()
  const sessionListeners = new Set<() => void>()
  let defaults: WalletConnectDefaults = {}
  let provider: UniversalProvider | undefined
  let loading: Promise<UniversalProvider> | undefined

  const session = (): SessionTypes.Struct | undefined => provider?.session
  const partOf = (namespace: string): WalletConnectNamespaceSession | undefined => {
    const loaded = provider
    const approved = loaded?.session?.namespaces[namespace]
    if (!loaded || !approved || approved.accounts.length === 0) return undefined
    return {
      accounts: [...approved.accounts],
      methods: [...approved.methods],
      request: ({ method, params, chainId }) =>
        loaded.request({ method, ...(params === undefined ? {} : { params }) } as never, chainId),
    }
  }
  const handOut = () => {
    for (const adapter of adapters)
      adapter.setWalletConnectSession(partOf(adapter.walletConnectNamespace.namespace))
    for (const listener of sessionListeners) listener()
  }
  const onEvent = ({ params }: SessionEventArguments) => {
    const event = { name: params.event.name, data: params.event.data, chainId: params.chainId }
    for (const adapter of adapters)
      if (adapter.walletConnectNamespace.namespace === namespaceOf(params.chainId))
        adapter.onWalletConnectEvent(event)
  }

  const load = (): Promise<UniversalProvider> => {
    loading ??= loadUniversalProvider({
      ...options,
      metadata: options.metadata ?? defaults.metadata,
      projectId: options.projectId ?? defaults.projectId,
    }).then(
      (loaded) => {
        provider = loaded
        loaded.on('display_uri', (uri: string) => {
          for (const listener of uriListeners) listener(uri)
        })
        loaded.on('session_event', onEvent)
        loaded.on('session_update', handOut)
        loaded.on('session_delete', handOut)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  const attempts = new PairingAttempts<SessionTypes.Struct>(
    async () => {
      // Basic mode (no adapter registered): the configured networks, for their accounts only.
      const namespaces = buildProposalNamespaces(
        adapters.length > 0
          ? adapters.map((adapter) => adapter.walletConnectNamespace)
          : basicNamespaces(options.networks ?? []),
      )
      const loaded = await load()
      return loaded.connect({ optionalNamespaces: namespaces })
    },
    // Nobody waits for a session approved after a cancel: end it so no stray session stays.
    () => void provider?.disconnect().catch(() => undefined),
  )

  return {
    register(adapter) {
      if (!adapters.includes(adapter)) adapters.push(adapter)
      const part = partOf(adapter.walletConnectNamespace.namespace)
      if (part) adapter.setWalletConnectSession(part)
    },
    subscribePairingUri(listener) {
      uriListeners.add(listener)
      return () => uriListeners.delete(listener)
    },
    refreshPairingUri: () => attempts.refresh(),
    cancelPairingUri: () => attempts.abort(new PairingCancelledError()),
    configurePairing(next) {
      if (next.metadata) defaults = { ...defaults, metadata: next.metadata }
      if (next.projectId) defaults = { ...defaults, projectId: next.projectId }
    },
    async connect() {
      const loaded = await load()
      if (!loaded.session) await attempts.connect()
      handOut()
    },
    async restore() {
      const loaded = await load()
      handOut()
      return Boolean(loaded.session)
    },
    async disconnect() {
      if (provider?.session) await provider.disconnect().catch(() => undefined)
      handOut()
    },
    isConnected: () => Boolean(session()),
    isLoaded: () => provider !== undefined,
    async close() {
      if (!provider) return
      await provider.client.core.relayer.transportClose()
      provider.client.core.heartbeat.stop()
    },
    getSessionAccounts() {
      const namespaces = session()?.namespaces ?? {}
      return Object.fromEntries(
        Object.entries(namespaces).map(([namespace, { accounts }]) => [namespace, [...accounts]]),
      )
    },
    subscribeSession(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
  }
}
