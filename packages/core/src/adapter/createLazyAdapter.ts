import { AdapterCapabilityMissingError } from '../errors/chainErrors'
import { createLocalStorageBackend, type StorageBackend } from '../storage/StorageBackend'
import { STORAGE_KEY_PREFIX } from '../storage/storageKeys'
import type { CaipNetwork, ChainNamespace } from '../types/network'
import type { ChainAdapter, ChainAdapterCapabilities, ChainAdapterListener } from './ChainAdapter'

/** Options of {@link createLazyAdapter}. */
export type LazyAdapterOptions = {
  /** The namespace the loaded adapter serves. */
  namespace: ChainNamespace
  /** The networks the dapp configures for it (shown before the adapter loads). */
  networks: readonly CaipNetwork[]
  /**
   * The optional capabilities the loaded adapter has: core reads them before it loads (no
   * capability is stubbed: the one asked for but missing after loading throws).
   */
  capabilities: readonly (keyof ChainAdapterCapabilities)[]
  /** Loads the adapter (a dynamic `import()` of its package); called once, again after a failure. */
  load: () => Promise<ChainAdapter>
  /** Where the ids of the connectors it connected are kept, for the reconnect after a reload. */
  storage?: StorageBackend
}

/** The storage key (after core's prefix) of the connector ids a lazy adapter connected. */
export function lazyAdapterStorageKey(namespace: ChainNamespace): string {
  return `${STORAGE_KEY_PREFIX}lazy_adapter_${namespace}`
}

/**
 * An adapter whose code loads on demand: its namespace and networks are known at once, its
 * wallets are listed once the modal opens (core calls `load()`), a connection restores after a
 * reload only when this adapter made it (so an EVM-only visitor never loads it), and every other
 * call loads it first. Keeps a dapp's first load the size of the namespaces it starts on.
 *
 * @example
 * createLazyAdapter({
 *   namespace: 'solana',
 *   networks: [solanaNetwork],
 *   capabilities: ['transfer', 'sendTransaction', 'signTransaction'],
 *   // the dapp's own dynamic import of the adapter package, e.g. the Solana one
 *   load: () => loadSolanaAdapter(networks),
 * })
 */
export function createLazyAdapter(options: LazyAdapterOptions): ChainAdapter {
  const storage = options.storage ?? createLocalStorageBackend()
  const key = lazyAdapterStorageKey(options.namespace)
  const listeners = new Map<ChainAdapterListener, (() => void) | undefined>()
  let loaded: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined

  const connectedIds = (): unknown[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(value) ? value : []
    } catch {
      return []
    }
  }
  // A storage that refuses only means the connection does not restore after a reload.
  const remember = (connectorId: string | undefined, connected: boolean) => {
    const next = connectedIds().filter((id) => connectorId !== undefined && id !== connectorId)
    if (connected) next.push(connectorId)
    try {
      storage.setItem(key, JSON.stringify(next))
    } catch {}
  }
  const forward = (adapter: ChainAdapter, listener: ChainAdapterListener) =>
    adapter.subscribe((event) => {
      if (event.type === 'disconnect') remember(event.connectorId, false)
      listener(event)
    })
  // Loads once; a failed load is forgotten, so that the next call tries again.
  const ensure = (): Promise<ChainAdapter> => {
    loading ??= options.load().then(
      (adapter) => {
        loaded = adapter
        for (const listener of listeners.keys()) {
          listeners.set(listener, forward(adapter, listener))
          listener({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
        }
        return adapter
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // Runs `name` on the loaded adapter; a declared capability it lacks throws (never stubbed).
  const call =
    (name: string) =>
    async (...args: unknown[]) => {
      const method = (await ensure())[name as keyof ChainAdapter]
      if (typeof method !== 'function') throw new AdapterCapabilityMissingError(name)
      return (method as (...a: unknown[]) => unknown)(...args)
    }

  const adapter = {
    namespace: options.namespace,
    networks: options.networks,
    // No wallet request comes before the adapter loaded (it comes through a connection).
    get requestPolicy() {
      return loaded?.requestPolicy ?? { safeMethods: [], approvalMethods: [] }
    },
    load: () => ensure().then(() => {}),
    getConnectors: () => loaded?.getConnectors() ?? [],
    subscribe(listener: ChainAdapterListener) {
      listeners.set(listener, loaded && forward(loaded, listener))
      return () => {
        listeners.get(listener)?.()
        listeners.delete(listener)
      }
    },
    connect: async (params: { connectorId: string }) => {
      const result = await call('connect')(params)
      remember(params.connectorId, true)
      return result
    },
    reconnect: async (params: { connectorId: string }) => {
      if (!connectedIds().includes(params.connectorId)) return undefined
      const result = await call('reconnect')(params)
      if (!result) remember(params.connectorId, false)
      return result
    },
    disconnect: async (params?: { connectorId?: string }) => {
      if (!loaded) return
      await loaded.disconnect(params)
      remember(params?.connectorId, false)
    },
    getAccounts: async (params: { connectorId: string }) =>
      loaded ? loaded.getAccounts(params) : [],
    getBalance: call('getBalance'),
    signMessage: call('signMessage'),
  } as ChainAdapter
  for (const name of options.capabilities) Object.assign(adapter, { [name]: call(name) })
  return adapter
}
