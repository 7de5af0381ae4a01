import { proxy, ref } from 'valtio'
import { RECENT_WALLETS_MAX } from '../../constants/limitConstants'
import type { AppKitStorage } from '../../storage/createStorage'
import type { Connector, Wallet } from '../../types/connector'

/** Connector state: the connectors found, the recent wallets and the exclusion list. */
export type ConnectorsState = {
  connectors: Connector[]
  recentWallets: Wallet[]
  excludeWallets: string[]
}

/**
 * Creates the connector state, reading the recent wallets from storage (a stored value of the
 * wrong shape reads as none).
 */
export function createConnectors(
  storage: AppKitStorage,
  excludeWallets: readonly string[] = [],
): ConnectorsState {
  const recentWallets = [...(storage.get('recent_wallets') ?? [])].slice(0, RECENT_WALLETS_MAX)
  return proxy<ConnectorsState>({
    connectors: [],
    recentWallets,
    excludeWallets: [...excludeWallets],
  })
}

/** Adds or replaces a connector (by id, case-insensitive). */
export function addConnector(state: ConnectorsState, connector: Connector): void {
  const id = connector.id.toLowerCase()
  state.connectors = [...state.connectors.filter((c) => c.id.toLowerCase() !== id), ref(connector)]
}

/** The connector with `id` (case-insensitive). */
export function getConnector(state: ConnectorsState, id: string): Connector | undefined {
  const lower = id.toLowerCase()
  return state.connectors.find((c) => c.id.toLowerCase() === lower)
}

/** Records a wallet as recent: newest first, unique by id, at most 2 (SPEC §9), persisted. */
export function addRecentWallet(
  state: ConnectorsState,
  storage: AppKitStorage,
  wallet: Wallet,
): void {
  state.recentWallets = [wallet, ...state.recentWallets.filter((w) => w.id !== wallet.id)].slice(
    0,
    RECENT_WALLETS_MAX,
  )
  storage.set('recent_wallets', state.recentWallets)
}
