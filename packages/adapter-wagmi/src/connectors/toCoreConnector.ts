import type { CaipNetwork, Connector, ConnectorType } from '@appkit/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { isSafeIconUri } from '../discovery/isSafeIconUri'

/** What the adapter knows about a wagmi connector beyond wagmi's own fields. */
export type ConnectorMeta = {
  readonly type: ConnectorType
  readonly rdns?: string | undefined
  readonly imageUrl?: string | undefined
  readonly provider?: unknown
}

/** The connector type of a wagmi connector the dapp passed in. */
export function externalConnectorType(connector: Pick<WagmiConnector, 'type'>): ConnectorType {
  return connector.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL'
}

/**
 * Describes a wagmi connector as a core connector. The image is only ever a `data:image/*` URI
 * (never a URL that would make a request); without one the modal shows its fallback.
 */
export function toCoreConnector(
  connector: Pick<WagmiConnector, 'id' | 'name' | 'type' | 'icon' | 'rdns'>,
  meta: ConnectorMeta | undefined,
  networks: readonly CaipNetwork[],
): Connector {
  const rdns = meta?.rdns ?? (typeof connector.rdns === 'string' ? connector.rdns : undefined)
  const imageUrl = meta?.imageUrl ?? (isSafeIconUri(connector.icon) ? connector.icon : undefined)
  return {
    id: connector.id,
    type: meta?.type ?? externalConnectorType(connector),
    name: connector.name,
    chain: 'eip155',
    chains: networks,
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { info: { rdns } } : {}),
    ...(meta?.provider ? { provider: meta.provider } : {}),
  }
}
