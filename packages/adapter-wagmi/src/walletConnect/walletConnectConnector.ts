import type { CaipNetwork } from '@appkit/core'
import { createConnector } from '@wagmi/core'
import type UniversalProvider from '@walletconnect/universal-provider'
import { type Address, getAddress } from 'viem'
import { buildWalletConnectNamespaces } from './buildWalletConnectNamespaces'
import { loadUniversalProvider } from './loadUniversalProvider'
import { PairingAttempts } from './PairingAttempts'
import { PairingCancelledError } from './PairingCancelledError'
import type { WalletConnectDefaults, WalletConnectOptions } from './WalletConnectOptions'

/** The id and name of the WalletConnect connector. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect'
/** The wagmi storage key that says a WalletConnect session was stored (checked without loading). */
export const WALLET_CONNECT_SESSION_KEY = 'walletConnect.hasSession'

/** What the connector adds to wagmi's connector fields. */
export type WalletConnectConnectorProperties = {
  /** Calls `listener` with each new `wc:` URI of a pending pairing; returns the unsubscribe. */
  onPairingUri(listener: (uri: string) => void): () => void
  /** Replaces the pending pairing with a fresh one (a new URI) while connect() keeps waiting. */
  refreshPairing(): void
  /** Ends the pending connect() with PairingCancelledError; a later approval is disconnected. */
  cancelPairing(): void
  /** Fills metadata and project id the options left out (createAppKit's); before the first load. */
  configure(defaults: WalletConnectDefaults): void
  /** True once the WalletConnect libraries were loaded (they load on first use only). */
  isLoaded(): boolean
  /** Closes the relay socket and timers (the session stays stored); for teardown. */
  close(): Promise<void>
}

/** Parameters of {@link walletConnectConnector}. */
export type WalletConnectConnectorParameters = {
  options: WalletConnectOptions
  networks: readonly CaipNetwork[]
}

const addressesOf = (accounts: readonly string[]): Address[] => [
  ...new Set(accounts.map((account) => getAddress(account.split(':').at(-1) ?? ''))),
]

/**
 * A wagmi connector on `@walletconnect/universal-provider`: proposes a session with the
 * configured networks (see {@link buildWalletConnectNamespaces}) over the configured relay,
 * reports the `wc:` URI (`onPairingUri`, and wagmi's `display_uri` message), forwards wallet
 * requests, follows the wallet's account, chain and disconnect events, and restores a stored
 * session after a reload. The libraries are loaded by a dynamic `import()` on the first
 * connect, or at reconnect only when a session marker is stored.
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters) {
  const namespaces = buildWalletConnectNamespaces(parameters.networks)
  return createConnector<UniversalProvider, WalletConnectConnectorProperties>((config) => {
    let defaults: WalletConnectDefaults = {}
    let provider: UniversalProvider | undefined
    let loading: Promise<UniversalProvider> | undefined
    const uriListeners = new Set<(uri: string) => void>()
    const storage = config.storage as { getItem(k: string): Promise<unknown> } | null | undefined
    const markStored = (stored: boolean) =>
      stored
        ? config.storage?.setItem(WALLET_CONNECT_SESSION_KEY as never, true as never)
        : config.storage?.removeItem(WALLET_CONNECT_SESSION_KEY as never)

    const onUri = (uri: string) => {
      for (const listener of uriListeners) listener(uri)
      config.emitter.emit('message', { type: 'display_uri', data: uri })
    }
    const onAccounts = (accounts: string[]) => {
      if (accounts.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: addressesOf(accounts) })
    }
    const onChain = (chainId: string | number) => {
      const id = Number(chainId)
      if (Number.isSafeInteger(id) && id > 0) config.emitter.emit('change', { chainId: id })
    }
    const onDisconnect = () => {
      void markStored(false)
      config.emitter.emit('disconnect')
    }

    const load = (): Promise<UniversalProvider> => {
      const { options } = parameters
      loading ??= loadUniversalProvider({
        ...options,
        metadata: options.metadata ?? defaults.metadata,
        projectId: options.projectId ?? defaults.projectId,
      }).then(
        (loaded) => {
          provider = loaded
          loaded.on('display_uri', onUri)
          loaded.on('accountsChanged', onAccounts)
          loaded.on('chainChanged', onChain)
          loaded.on('disconnect', onDisconnect)
          return loaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    }
    const attempts = new PairingAttempts(
      async () => {
        const loaded = await load()
        return loaded.connect({ optionalNamespaces: namespaces })
      },
      // Nobody waits for a session approved after a cancel: end it so no stray session stays.
      () => void provider?.disconnect().catch(() => undefined),
    )
    const hasStoredSession = async () =>
      Boolean(provider?.session) || Boolean(await storage?.getItem(WALLET_CONNECT_SESSION_KEY))

    const chainIdOf = async (loaded: UniversalProvider) =>
      Number(await loaded.request<number>({ method: 'eth_chainId' }))
    const accountsOf = async (loaded: UniversalProvider) =>
      addressesOf(await loaded.request<string[]>({ method: 'eth_accounts' }))

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: WALLET_CONNECT_CONNECTOR_NAME,
      type: 'walletConnect',
      onPairingUri(listener) {
        uriListeners.add(listener)
        return () => uriListeners.delete(listener)
      },
      refreshPairing: () => attempts.refresh(),
      cancelPairing: () => attempts.abort(new PairingCancelledError()),
      configure(next) {
        if (next.metadata) defaults = { ...defaults, metadata: next.metadata }
        if (next.projectId) defaults = { ...defaults, projectId: next.projectId }
      },
      isLoaded: () => provider !== undefined,
      async close() {
        if (!provider) return
        await provider.client.core.relayer.transportClose()
        provider.client.core.heartbeat.stop()
      },
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const loaded = await load()
        if (!loaded.session) {
          if (isReconnecting) throw new Error('No stored WalletConnect session')
          await attempts.connect()
        }
        await markStored(true)
        if (chainId !== undefined && chainId !== (await chainIdOf(loaded)))
          await loaded.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainId.toString(16)}` }],
          })
        const accounts = await accountsOf(loaded)
        const result = withCapabilities
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts
        return { accounts: result as never, chainId: await chainIdOf(loaded) }
      },
      async disconnect() {
        await markStored(false)
        if (provider?.session) await provider.disconnect().catch(() => undefined)
      },
      async getAccounts() {
        return provider?.session ? accountsOf(provider) : []
      },
      async getChainId() {
        if (provider?.session) return chainIdOf(provider)
        return Number(namespaces.eip155.defaultChain)
      },
      async getProvider() {
        if (provider) return provider
        // wagmi's reconnect asks every connector for its provider: load only for a stored session.
        if (await hasStoredSession()) return load()
        throw new Error('WalletConnect is not loaded: no stored session')
      },
      async isAuthorized() {
        if (!(await hasStoredSession())) return false
        const loaded = await load()
        if (!loaded.session) await markStored(false)
        return Boolean(loaded.session)
      },
      onAccountsChanged: onAccounts,
      onChainChanged: onChain,
      onDisconnect,
    }
  })
}
