import { MultiWalletNotEnabledError } from '../../errors/connectionErrors'
import type { Connector } from '../../types/connector'
import type { ChainNamespace } from '../../types/network'
import { push, type RouterState } from '../router/router'
import {
  assertConnectionStatus,
  type ConnectionsState,
  getConnectionStatus,
  setActiveConnector,
} from './connections'

/** The connect flow of a connector kind, re-run when switching to a disconnected connection. */
export type ReconnectFlow = 'social' | 'email' | 'walletConnect' | 'external'

/** Which flow reconnects a connector. */
export function getReconnectFlow(
  connector: Pick<Connector, 'type'>,
  socialProvider?: string,
): ReconnectFlow {
  if (connector.type === 'AUTH') return socialProvider ? 'social' : 'email'
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  return 'external'
}

/** Parameters of {@link switchConnection}. */
export type SwitchConnectionParameters = {
  namespace: ChainNamespace
  connector: Pick<Connector, 'id' | 'type'>
  /** The stored status, when the caller read one; otherwise computed. */
  status?: string
  multiWalletEnabled: boolean
  socialProvider?: string
  /** Runs a connect flow (social, email, wallet-connect or external). */
  runFlow: (flow: ReconnectFlow, connectorId: string) => Promise<void>
}

/**
 * Switches to a stored connection: 'active' does nothing; 'connected' activates it;
 * 'disconnected' re-runs its flow then opens ProfileWallets; other values raise 'Invalid
 * connection status' (SPEC §4). Gated by multi-wallet ('Multi-Wallet Not Enabled').
 */
export async function switchConnection(
  state: ConnectionsState,
  router: RouterState,
  parameters: SwitchConnectionParameters,
): Promise<void> {
  if (!parameters.multiWalletEnabled) throw new MultiWalletNotEnabledError()
  const { namespace, connector } = parameters
  const status = parameters.status ?? getConnectionStatus(state, namespace, connector.id)
  assertConnectionStatus(status)
  if (status === 'active') return
  if (status === 'disconnected') {
    await parameters.runFlow(getReconnectFlow(connector, parameters.socialProvider), connector.id)
    setActiveConnector(state, namespace, connector.id)
    push(router, 'ProfileWallets')
    return
  }
  setActiveConnector(state, namespace, connector.id)
}
