import type { CaipNetwork, ChainNamespace } from './network'

/** The six connector types (SPEC §3 'Connector'). */
export type ConnectorType =
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** A connector: one way to connect a wallet. */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  provider?: unknown
  imageId?: string
  imageUrl?: string
  chain: ChainNamespace
  chains?: readonly CaipNetwork[]
  explorerId?: string
  info?: { rdns?: string }
}

/** A wallet of the registry (SPEC §3 'Wallet'). */
export type Wallet = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | null | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  chains?: readonly string[] | undefined
}

/** A connection (SPEC §3 'Connection'). */
export type Connection = {
  connectorId: string
  accounts: readonly { address: string; type?: string }[]
  caipNetwork?: CaipNetwork
  auth?: { name?: string; username?: string }
}

/** A stored connection's status on switching (SPEC §4). */
export type ConnectionStatus = 'connected' | 'active' | 'disconnected'
