/** The dapp's metadata shown to the wallet in the pairing proposal. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/**
 * A key-value store for the WalletConnect clients (the shape of `IKeyValueStorage` of
 * `@walletconnect/keyvaluestorage`), for keeping sessions somewhere else than the library's
 * default (IndexedDB in a browser, memory in Node).
 */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

import type { CaipNetwork } from '@appkit/core'

/** Options of the one WalletConnect client of an instance (`createWalletConnect(options)`). */
export type WalletConnectOptions = {
  /** The relay's WebSocket URL (`ws://127.0.0.1:PORT` for apps/relay); no default host. */
  relayUrl: string
  /**
   * The dapp's name, description, url and icons sent to the wallet. Optional here when
   * createAppKit's `metadata` is handed over (core's `configurePairing`); one of them must give it.
   */
  metadata?: WalletConnectMetadata | undefined
  /**
   * The project id the clients put in the relay URL. Optional: the 2.25 libraries run without
   * one (the relay URL then carries no project id) and apps/relay does not ask for one.
   */
  projectId?: string | undefined
  /** Where sessions are kept; the library's default when omitted. */
  storage?: WalletConnectStorage | undefined
  /** Prefix of the storage keys, so two instances on one page keep separate sessions. */
  storagePrefix?: string | undefined
  /**
   * Basic mode (SPEC §2, no adapter): the networks proposed while no adapter has registered a
   * namespace, grouped by namespace, with no method (the session only gives accounts).
   */
  networks?: readonly CaipNetwork[] | undefined
  /** The library's log level; 'error' by default. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | undefined
}

/** What createAppKit can hand to the client before it loads (its own options win). */
export type WalletConnectDefaults = {
  metadata?: WalletConnectMetadata | undefined
  projectId?: string | undefined
}
