import { AdapterCapabilityMissingError } from '../errors/chainErrors'
import { createLocalStorageBackend, type StorageBackend } from '../storage/StorageBackend'
import { STORAGE_KEY_PREFIX } from '../storage/storageKeys'
import type { CaipNetwork, ChainNamespace } from '../types/network'
import type {
  ChainAdapter,
  ChainAdapterCapabilities,
  ChainAdapterEvent,
  ChainAdapterListener,
} from './ChainAdapter'
import type { RequestPolicy } from './RequestPolicy'

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
  /** The request policy before the adapter loaded (no wallet request can come before). */
  requestPolicy?: RequestPolicy
  /** Where the ids of the connectors it connected are kept, for the reconnect after a reload. */
  storage?: StorageBackend
}

/** The storage key (after core's prefix) of the connector ids a lazy adapter connected. */
export function lazyAdapterStorageKey(namespace: ChainNamespace): string {
  return `${STORAGE_KEY_PREFIX}lazy_adapter_${namespace}`
}

const EMPTY_POLICY: RequestPolicy = { safeMethods: [], approvalMethods: [] }

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
 *   load: () => import('@appkit/adapter-solana').then((m) => m.createSolanaAdapter({ networks })),
 * })
 */
export function createLazyAdapter(options: LazyAdapterOptions): ChainAdapter {
  const storage = options.storage ?? createLocalStorageBackend()
  const key = lazyAdapterStorageKey(options.namespace)
  const listeners = new Map<ChainAdapterListener, (() => void) | undefined>()
  let loaded: ChainAdapter | undefined
  let loading: Promise<ChainAdapter> | undefined

  const connectedIds = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(value) ? value.filter((id) => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const remember = (connectorId: string, connected: boolean) => {
    const others = connectedIds().filter((id) => id !== connectorId)
    const next = connected ? [...others, connectorId] : others
    try {
      if (next.length === 0) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(next))
    } catch {
      // Storage refused: the connection simply does not restore after a reload.
    }
  }
  const forward = (adapter: ChainAdapter, listener: ChainAdapterListener) =>
    adapter.subscribe((event: ChainAdapterEvent) => {
      if (event.type === 'disconnect') remember(event.connectorId, false)
      listener(event)
    })
  const ensure = (): Promise<ChainAdapter> => {
    if (loaded) return Promise.resolve(loaded)
    if (!loading) {
      const promise = options.load().then((adapter) => {
        loaded = adapter
        for (const listener of listeners.keys()) {
          listeners.set(listener, forward(adapter, listener))
          listener({ type: 'connectorsChanged', connectors: adapter.getConnectors() })
        }
        return adapter
      })
      loading = promise
      promise.catch(() => {
        if (loading === promise) loading = undefined
      })
    }
    return loading
  }
  const capability = <K extends keyof ChainAdapterCapabilities>(name: K) =>
    (async (...args: unknown[]) => {
      const method = (await ensure())[name] as ((...a: unknown[]) => Promise<unknown>) | undefined
      if (!method) throw new AdapterCapabilityMissingError(name)
      return method(...args)
    }) as NonNullable<ChainAdapterCapabilities[K]>

  const adapter: ChainAdapter = {
    namespace: options.namespace,
    networks: options.networks,
    get requestPolicy() {
      return loaded?.requestPolicy ?? options.requestPolicy ?? EMPTY_POLICY
    },
    load: () => ensure().then(() => undefined),
    getConnectors: () => loaded?.getConnectors() ?? [],
    subscribe(listener) {
      listeners.set(listener, loaded ? forward(loaded, listener) : undefined)
      return () => {
        listeners.get(listener)?.()
        listeners.delete(listener)
      }
    },
    connect: async (params) => {
      const result = await (await ensure()).connect(params)
      remember(params.connectorId, true)
      return result
    },
    reconnect: async (params) => {
      if (!connectedIds().includes(params.connectorId)) return undefined
      const result = await (await ensure()).reconnect(params)
      if (!result) remember(params.connectorId, false)
      return result
    },
    disconnect: async (params) => {
      if (!loaded) return
      await loaded.disconnect(params)
      if (params?.connectorId) remember(params.connectorId, false)
      else storage.removeItem(key)
    },
    getAccounts: async (params) => (loaded ? loaded.getAccounts(params) : []),
    getBalance: async (params) => (await ensure()).getBalance(params),
    signMessage: async (params) => (await ensure()).signMessage(params),
  }
  for (const name of options.capabilities) Object.assign(adapter, { [name]: capability(name) })
  return adapter
}
