import type { ChainNamespace } from '../constants/networkConstants'

/** SPEC §3: 'Key prefix '@appkit-wallet/''. */
export const STORAGE_KEY_PREFIX = '@appkit-wallet/'

/** A connection as persisted (SPEC §3 'Connection'). */
export type StoredConnection = {
  connectorId: string
  accounts: readonly { address: string; type?: string | undefined }[]
  caipNetworkId?: string | undefined
  auth?: { name?: string | undefined } | undefined
}

/** A recent wallet as persisted (SPEC §3 'Recent wallets have an id'). */
export type StoredRecentWallet = {
  id: string
  name?: string | undefined
  image_id?: string | undefined
}

/** A cached value with the time it was stored (ms). */
export type Timestamped<T> = { value: T; timestamp: number }

/**
 * What the browser storage holds (SPEC §3: 'the connected connector per namespace, connections,
 * social provider, recent wallets, caches of balance, identity and names, and sign-in tokens').
 * The on-disk key is {@link STORAGE_KEY_PREFIX} + the key below.
 */
export type AppKitStorageSchema = {
  [K in `connected_connector_id/${ChainNamespace}`]: string
} & {
  connections: Partial<Record<ChainNamespace, readonly StoredConnection[]>>
  connected_social: string
  recent_wallets: readonly StoredRecentWallet[]
  /** Keyed by CAIP-10 address. */
  balance_cache: Record<string, Timestamped<{ balance: string; symbol: string }>>
  /** Keyed by address. */
  identity_cache: Record<string, Timestamped<{ name?: string | null; avatar?: string | null }>>
  /** Keyed by address. */
  name_cache: Record<string, Timestamped<readonly string[]>>
  siwx_auth_token: string
  siwx_refresh_token: string
}

/** The key for the connected connector of one namespace. */
export function connectedConnectorIdKey(
  namespace: ChainNamespace,
): `connected_connector_id/${ChainNamespace}` {
  return `connected_connector_id/${namespace}`
}
