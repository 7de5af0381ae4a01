import type { WalletConnectCapability, WalletConnectNamespaceSession } from '@appkit/core/adapter'
import type { SessionTypes } from '@walletconnect/types'
import { basicNamespaces } from './basicNamespaces'
import { buildProposalNamespaces } from './buildProposalNamespaces'
import { PairingCancelledError } from './errors/PairingCancelledError'
import { loadUniversalProvider } from './loadUniversalProvider'
import { PairingAttempts } from './PairingAttempts'
import type { WalletConnectDefaults, WalletConnectOptions } from './WalletConnectOptions'

/** What the client shares with its session: the registered adapters, listeners and defaults. */
export type SessionShared = {
  readonly adapters: WalletConnectCapability[]
  readonly uriListeners: Set<(uri: string) => void>
  readonly sessionListeners: Set<() => void>
  defaults: WalletConnectDefaults
}

/** The loaded side of the client (see {@link openSession}). */
export type OpenedSession = Awaited<ReturnType<typeof openSession>>

type SessionEventArguments = {
  topic: string
  params: { event: { name: string; data: unknown }; chainId: string }
}

/**
 * The loaded side of the WalletConnect client, reached only by the client's `import()` (so it
 * and the WalletConnect libraries stay out of a page's first load): starts the provider, runs
 * the pairing attempts of one proposal carrying every registered namespace (or basic mode's
 * networks), and hands each adapter its part of the session, its events and the session's end.
 */
export async function openSession(options: WalletConnectOptions, shared: SessionShared) {
  const provider = await loadUniversalProvider({
    ...options,
    metadata: options.metadata ?? shared.defaults.metadata,
    projectId: options.projectId ?? shared.defaults.projectId,
  })
  const partOf = (namespace: string): WalletConnectNamespaceSession | undefined => {
    const approved = provider.session?.namespaces[namespace]
    if (!approved || approved.accounts.length === 0) return undefined
    return {
      accounts: [...approved.accounts],
      methods: [...approved.methods],
      request: ({ method, params, chainId }) =>
        provider.request({ method, ...(params === undefined ? {} : { params }) } as never, chainId),
    }
  }
  const handTo = (adapter: WalletConnectCapability) =>
    adapter.setWalletConnectSession(partOf(adapter.walletConnectNamespace.namespace))
  const handOut = () => {
    for (const adapter of shared.adapters) handTo(adapter)
    for (const listener of shared.sessionListeners) listener()
  }
  provider.on('display_uri', (uri: string) => {
    for (const listener of shared.uriListeners) listener(uri)
  })
  provider.on('session_event', ({ params }: SessionEventArguments) => {
    const event = { name: params.event.name, data: params.event.data, chainId: params.chainId }
    const [namespace] = params.chainId.split(':')
    for (const adapter of shared.adapters)
      if (adapter.walletConnectNamespace.namespace === namespace)
        adapter.onWalletConnectEvent(event)
  })
  provider.on('session_update', handOut)
  provider.on('session_delete', handOut)

  const attempts = new PairingAttempts<SessionTypes.Struct>(
    () =>
      provider.connect({
        // Basic mode (no adapter registered): the configured networks, for their accounts only.
        optionalNamespaces: buildProposalNamespaces(
          shared.adapters.length > 0
            ? shared.adapters.map((adapter) => adapter.walletConnectNamespace)
            : basicNamespaces(options.networks ?? []),
        ),
      }),
    // Nobody waits for a session approved after a cancel: end it so no stray session stays.
    () => void provider.disconnect().catch(() => undefined),
  )

  return {
    handTo,
    handOut,
    refresh: () => attempts.refresh(),
    cancel: () => attempts.abort(new PairingCancelledError()),
    async connect() {
      if (!provider.session) await attempts.connect()
      handOut()
    },
    async disconnect() {
      if (provider.session) await provider.disconnect().catch(() => undefined)
      handOut()
    },
    isConnected: () => Boolean(provider.session),
    getSessionAccounts(): Record<string, string[]> {
      const namespaces: SessionTypes.Namespaces = provider.session?.namespaces ?? {}
      return Object.fromEntries(
        Object.entries(namespaces).map(([namespace, { accounts }]) => [namespace, [...accounts]]),
      )
    },
    async close() {
      await provider.client.core.relayer.transportClose()
      provider.client.core.heartbeat.stop()
    },
  }
}
