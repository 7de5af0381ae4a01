import * as z from 'zod/mini'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../constants/networkConstants'

/** SPEC §3: 'Key prefix '@appkit-wallet/''. */
export const STORAGE_KEY_PREFIX = '@appkit-wallet/'

const optionalLink = z.optional(z.nullable(z.string()))

/** A wallet as persisted (recent wallets, the last good registry list): SPEC §3 'Wallet'. */
const storedWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.string()),
  rdns: optionalLink,
  mobile_link: optionalLink,
  desktop_link: optionalLink,
  webapp_link: optionalLink,
  chains: z.optional(z.readonly(z.array(z.string()))),
})

const storedConnectionSchema = z.object({
  connectorId: z.string(),
  accounts: z.readonly(z.array(z.object({ address: z.string(), type: z.optional(z.string()) }))),
  caipNetworkId: z.optional(z.string()),
  auth: z.optional(z.object({ name: z.optional(z.string()) })),
})

const timestamped = <S extends z.ZodMiniType>(value: S) =>
  z.object({ value, timestamp: z.number() })

/**
 * The shape of every value the browser storage holds (SPEC §3: 'the connected connector per
 * namespace, connections, social provider, recent wallets, caches of balance, identity and names,
 * and sign-in tokens'), checked on every read: a value of the wrong shape reads as absent. The
 * on-disk key is {@link STORAGE_KEY_PREFIX} + the key below.
 */
export const storedValueSchemas = {
  connections: z.partialRecord(
    z.enum(CHAIN_NAMESPACES),
    z.readonly(z.array(storedConnectionSchema)),
  ),
  /** The connectors that connected and those the visitor disconnected, for the reconnect. */
  connection_status: z.object({
    connected: z.optional(z.readonly(z.array(z.string()))),
    disconnected: z.optional(z.readonly(z.array(z.string()))),
  }),
  connected_social: z.string(),
  /** Newest first, at most 2 (SPEC §9 'Recent wallets max 2'). */
  recent_wallets: z.readonly(z.array(storedWalletSchema)),
  /** The last list the wallet registry answered, shown when it fails (HOSTILE §C). */
  wallet_list_cache: z.readonly(z.array(storedWalletSchema)),
  /** The CAIP-2 id of the active network. */
  active_caip_network_id: z.string(),
  /** The CAIP-2 id of the network of the last sign-in. */
  siwx_last_network: z.string(),
  /** Keyed by CAIP-10 address. */
  balance_cache: z.record(
    z.string(),
    timestamped(z.object({ balance: z.string(), symbol: z.string() })),
  ),
  /** Keyed by address. */
  identity_cache: z.record(
    z.string(),
    timestamped(z.object({ name: z.optional(z.nullable(z.string())), avatar: optionalLink })),
  ),
  /** Keyed by address. */
  name_cache: z.record(z.string(), timestamped(z.readonly(z.array(z.string())))),
  siwx_auth_token: z.string(),
  siwx_refresh_token: z.string(),
}

const CONNECTED_CONNECTOR_ID = 'connected_connector_id/'

/** A connection as persisted (SPEC §3 'Connection'). */
export type StoredConnection = z.infer<typeof storedConnectionSchema>

/** A wallet as persisted (SPEC §3 'Recent wallets have an id'). */
export type StoredRecentWallet = z.infer<typeof storedWalletSchema>

/** A cached value with the time it was stored (ms). */
export type Timestamped<T> = { value: T; timestamp: number }

/** What the browser storage holds, key by key (see {@link storedValueSchemas}). */
export type AppKitStorageSchema = {
  [K in `connected_connector_id/${ChainNamespace}`]: string
} & { [K in keyof typeof storedValueSchemas]: z.infer<(typeof storedValueSchemas)[K]> }

/** The key for the connected connector of one namespace. */
export function connectedConnectorIdKey(
  namespace: ChainNamespace,
): `connected_connector_id/${ChainNamespace}` {
  return `${CONNECTED_CONNECTOR_ID}${namespace}`
}

/**
 * The schema a stored value must match, by key (without prefix); undefined for keys outside
 * {@link AppKitStorageSchema}, which are not checked.
 *
 * @example
 * getStoredValueSchema('recent_wallets')?.safeParse('x').success // false
 */
export function getStoredValueSchema(key: string): z.ZodMiniType | undefined {
  if (Object.hasOwn(storedValueSchemas, key))
    return storedValueSchemas[key as keyof typeof storedValueSchemas]
  if (key.startsWith(CONNECTED_CONNECTOR_ID)) {
    const namespace = key.slice(CONNECTED_CONNECTOR_ID.length)
    return (CHAIN_NAMESPACES as readonly string[]).includes(namespace) ? z.string() : undefined
  }
  return undefined
}
