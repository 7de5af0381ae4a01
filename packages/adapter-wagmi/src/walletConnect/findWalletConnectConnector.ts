import type { Config, Connector } from '@wagmi/core'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnectorProperties,
} from './walletConnectConnector'

/** The WalletConnect connector of the config, when the adapter was given `walletConnect`. */
export function findWalletConnectConnector(
  config: Config,
): (Connector & WalletConnectConnectorProperties) | undefined {
  const found = config.connectors.find(
    (connector) =>
      connector.id === WALLET_CONNECT_CONNECTOR_ID &&
      typeof (connector as Partial<WalletConnectConnectorProperties>).setSession === 'function',
  )
  return found as (Connector & WalletConnectConnectorProperties) | undefined
}
