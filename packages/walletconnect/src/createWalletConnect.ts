import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import type { OpenedSession, SessionShared } from './openSession'
import type { WalletConnectOptions } from './WalletConnectOptions'

/** The one WalletConnect client of an instance (see {@link createWalletConnect}). */
export type WalletConnectClient = WalletConnectSessionHost & {
  /** Calls `listener` after the session started, changed or ended; returns the unsubscribe. */
  subscribeSession(listener: () => void): () => void
}

/**
 * Creates the one WalletConnect client of an instance, the only owner of
 * `@walletconnect/universal-provider`: adapters register their namespace (core's
 * WalletConnectCapability), one session proposal carries all of them (one QR code), and each
 * adapter receives the accounts the wallet approved for its namespace and a request function
 * through that session. Without adapters (basic mode, SPEC §2) it proposes `options.networks`
 * and the session's accounts are read with `getSessionAccounts()`. Everything past
 * registration (the session code and the WalletConnect libraries) loads by a dynamic
 * `import()` on the first connect() or restore(), never at creation.
 *
 * @example
 * const walletConnect = createWalletConnect({ relayUrl: 'ws://127.0.0.1:4455' })
 * const wagmiAdapter = new WagmiAdapter({ networks, walletConnect })
 */
export function createWalletConnect(options: WalletConnectOptions): WalletConnectClient {
  const shared: SessionShared = {
    adapters: [],
    uriListeners: new Set(),
    sessionListeners: new Set(),
    defaults: {},
  }
  let opening: Promise<OpenedSession> | undefined
  let opened: OpenedSession | undefined
  const open = () => {
    opening ??= import('./openSession')
      .then(({ openSession }) => openSession(options, shared))
      .then(
        (session) => {
          opened = session
          return session
        },
        (error: unknown) => {
          opening = undefined
          throw error
        },
      )
    return opening
  }

  return {
    register(adapter) {
      if (shared.adapters.includes(adapter)) return
      shared.adapters.push(adapter)
      if (opened?.isConnected()) opened.handTo(adapter)
    },
    subscribePairingUri(listener) {
      shared.uriListeners.add(listener)
      return () => shared.uriListeners.delete(listener)
    },
    refreshPairingUri: () => opened?.refresh(),
    cancelPairingUri: () => opened?.cancel(),
    configurePairing({ metadata, projectId }) {
      if (metadata) shared.defaults = { ...shared.defaults, metadata }
      if (projectId) shared.defaults = { ...shared.defaults, projectId }
    },
    connect: async () => (await open()).connect(),
    async restore() {
      const session = await open()
      session.handOut()
      return session.isConnected()
    },
    disconnect: async () => opened?.disconnect(),
    isConnected: () => opened?.isConnected() ?? false,
    isLoaded: () => opened !== undefined,
    close: async () => opened?.close(),
    getSessionAccounts: () => opened?.getSessionAccounts() ?? {},
    subscribeSession(listener) {
      shared.sessionListeners.add(listener)
      return () => shared.sessionListeners.delete(listener)
    },
  }
}
