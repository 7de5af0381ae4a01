import type { Connector } from '@appkit/core'
import type { CreateAppKitOptions } from '../../client/CreateAppKitOptions'

/**
 * The connectors Connect and AllWallets list under the dapp's options: `enableInjected: false` drops the
 * injected and EIP-6963 announced wallets, `enableEIP6963: false` the announced ones, and
 * `connectorImages` replaces the image of the connectors it names (by id).
 */
export function applyConnectorOptions(
  connectors: readonly Connector[],
  options: Pick<CreateAppKitOptions, 'enableInjected' | 'enableEIP6963' | 'connectorImages'>,
): Connector[] {
  return connectors
    .filter((connector) => {
      if (options.enableInjected === false && ['INJECTED', 'ANNOUNCED'].includes(connector.type))
        return false
      return !(options.enableEIP6963 === false && connector.type === 'ANNOUNCED')
    })
    .map((connector) => {
      const imageUrl = options.connectorImages?.[connector.id]
      return imageUrl ? { ...connector, imageUrl } : connector
    })
}
