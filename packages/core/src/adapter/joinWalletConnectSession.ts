import type { Connector } from '../types/connector'
import type { CaipNetwork, ChainNamespace } from '../types/network'
import type {
  WalletConnectNamespace,
  WalletConnectNamespaceSession,
  WalletConnectSessionEvent,
  WalletConnectSessionHost,
} from './WalletConnectCapability'
import type { WalletConnectParticipant } from './WalletConnectParticipant'

/** Parameters of {@link joinWalletConnectSession}: one adapter's part of the shared session. */
export type JoinWalletConnectSessionParameters = {
  /** What the adapter adds to the session proposal. */
  readonly namespace: WalletConnectNamespace
  /** The connector's namespace (the adapter's own). */
  readonly chain: ChainNamespace
  /** The connector's id and name. */
  readonly name: string
  /** The networks the connector offers. */
  readonly networks: readonly CaipNetwork[]
  /** What the connector hands to the adapter's connect path (a wallet or provider object). */
  readonly provider: unknown
  /** Takes the namespace's part of each approved, restored or ended session. */
  readonly onSession: (session: WalletConnectNamespaceSession | undefined) => void
  /** Takes the wallet's session events for the namespace (ignored when left out). */
  readonly onEvent?: (event: WalletConnectSessionEvent) => void
}

/**
 * Registers one adapter's namespace with the shared WalletConnect session `host` and returns
 * what the adapter exposes: the capability core reads (its namespace, its session part, the
 * pairing URI members, all forwarded to `host`) and the WalletConnect connector it lists.
 *
 * @example
 * const { capability, connector } = joinWalletConnectSession(host, {
 *   namespace, chain: this.namespace, name: 'WalletConnect', networks, provider,
 *   onSession: (next) => { session = next },
 * })
 */
export function joinWalletConnectSession(
  host: WalletConnectSessionHost,
  parameters: JoinWalletConnectSessionParameters,
): { capability: WalletConnectParticipant; connector: Connector } {
  const capability: WalletConnectParticipant = {
    walletConnectNamespace: parameters.namespace,
    setWalletConnectSession: (session) => parameters.onSession(session),
    onWalletConnectEvent: (event) => parameters.onEvent?.(event),
    pairingConnectorId: parameters.name,
    subscribePairingUri: (listener) => host.subscribePairingUri(listener),
    refreshPairingUri: () => host.refreshPairingUri(),
    cancelPairingUri: () => host.cancelPairingUri(),
    configurePairing: (defaults) => host.configurePairing(defaults),
  }
  host.register(capability)
  return {
    capability,
    connector: {
      id: parameters.name,
      type: 'WALLET_CONNECT',
      name: parameters.name,
      chain: parameters.chain,
      chains: parameters.networks,
      provider: parameters.provider,
    },
  }
}
