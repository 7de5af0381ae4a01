import type { ChainAdapter, ChainAdapterEvent } from '../adapter/ChainAdapter'
import { formatCaipAddress, splitCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import { setChainAccountData } from '../controllers/chain/account'
import { getNamespaceState, isSupportedNetwork, setActiveNetwork } from '../controllers/chain/chain'
import { addConnector } from '../controllers/connectors/connectors'
import { onDisconnectEvent } from './connectionFlow'
import { onWalletNetworkChanged } from './networkFlow'
import { reportFlowError } from './reportFlowError'

/**
 * Applies one adapter event to the instance: accounts changed (an empty list means
 * disconnected), chain changed (a configured network becomes active, an unknown one goes
 * through the unsupported-network rule), disconnect, or new connectors.
 */
export async function applyAdapterEvent(
  core: AppKitCore,
  adapter: ChainAdapter,
  event: ChainAdapterEvent,
): Promise<void> {
  const namespace = adapter.namespace
  const account = getNamespaceState(core.chain, namespace).accountState
  switch (event.type) {
    case 'connectorsChanged':
      for (const connector of event.connectors) addConnector(core.connectors, connector)
      return
    case 'disconnect':
      await onDisconnectEvent(core, namespace, event.connectorId)
      return
    case 'accountsChanged': {
      const first = event.accounts[0]
      if (!first) {
        await onDisconnectEvent(core, namespace, event.connectorId)
        return
      }
      if (account.connectorId !== event.connectorId) return
      const { address } = splitCaipAddress(first.caipAddress)
      // The account follows the wallet; its network stays the one the account is on.
      const network = account.caipAddress ? splitCaipAddress(account.caipAddress) : undefined
      setChainAccountData(core.chain, namespace, {
        address,
        ...(network ? { caipAddress: formatCaipAddress(network.caipNetworkId, address) } : {}),
      })
      return
    }
    case 'chainChanged': {
      if (account.connectorId !== event.connectorId) return
      const { caipNetworkId } = event
      if (!isSupportedNetwork(core.chain, caipNetworkId)) {
        await onWalletNetworkChanged(core, caipNetworkId)
        return
      }
      const network = core.chain.networks.find((n) => n.caipNetworkId === caipNetworkId)
      // The wallet's namespace keeps its new network; it becomes the active network only when
      // that namespace is the active one (a wallet of another namespace never takes over).
      if (network && core.chain.activeNamespace === namespace) setActiveNetwork(core.chain, network)
      else if (network) getNamespaceState(core.chain, namespace).networkState.caipNetwork = network
      if (account.address)
        setChainAccountData(core.chain, namespace, {
          caipAddress: formatCaipAddress(caipNetworkId, account.address),
        })
    }
  }
}

/**
 * Subscribes the instance to every adapter's events and reads their current connectors.
 * Returns the function that unsubscribes them all.
 */
export function attachAdapters(core: AppKitCore): () => void {
  const stops: (() => void)[] = []
  for (const adapter of Object.values(core.chain.adapters)) {
    if (!adapter) continue
    for (const connector of adapter.getConnectors()) addConnector(core.connectors, connector)
    stops.push(
      adapter.subscribe((event) => {
        applyAdapterEvent(core, adapter, event).catch((error) => {
          core.services.logger.error('Adapter event failed', error)
          return reportFlowError(core, error)
        })
      }),
    )
  }
  return () => {
    for (const stop of stops) stop()
  }
}
