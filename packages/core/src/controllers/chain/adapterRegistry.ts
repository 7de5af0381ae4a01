import type { ChainAdapter } from '../../adapter/ChainAdapter'
import { AdapterNamespaceRequiredError, ChainAdapterNotFoundError } from '../../errors/chainErrors'
import type { CaipNetwork, ChainNamespace } from '../../types/network'
import { asRef, type ChainState, ensureNamespace, setActiveNetwork } from './chain'

/**
 * Registers an adapter and its networks ('ChainController:addAdapter - adapter must have a
 * namespace' when it has none).
 */
export function addAdapter(chain: ChainState, adapter: ChainAdapter): void {
  if (!adapter.namespace) throw new AdapterNamespaceRequiredError()
  chain.adapters[adapter.namespace] = asRef(adapter)
  for (const network of adapter.networks) {
    if (!chain.networks.some((n) => n.caipNetworkId === network.caipNetworkId))
      chain.networks.push(network)
  }
  const state = ensureNamespace(chain, adapter.namespace)
  state.networkState.requestedCaipNetworks = chain.networks.filter(
    (n) => n.chainNamespace === adapter.namespace,
  )
  if (!chain.activeNamespace && adapter.networks[0]) setActiveNetwork(chain, adapter.networks[0])
}

/** The adapter of `namespace` ('Chain adapter not found' when missing). */
export function getAdapter(chain: ChainState, namespace: ChainNamespace): ChainAdapter {
  const adapter = chain.adapters[namespace]
  if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
  return adapter
}

function activateFirstOther(chain: ChainState, except: (n: CaipNetwork) => boolean): void {
  const next = chain.networks.find((n) => !except(n))
  if (next) setActiveNetwork(chain, next)
  else chain.activeNamespace = undefined
}

/** Removes the adapter of `namespace`; removing the active one switches to the first other (SPEC §4). */
export function removeAdapter(chain: ChainState, namespace: ChainNamespace): void {
  delete chain.adapters[namespace]
  delete chain.namespaces[namespace]
  chain.networks = chain.networks.filter((n) => n.chainNamespace !== namespace)
  if (chain.activeNamespace === namespace) activateFirstOther(chain, () => false)
}

/** Removes a network; removing the active one switches to the first other (SPEC §4). */
export function removeNetwork(chain: ChainState, caipNetworkId: string): void {
  const removed = chain.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!removed) return
  chain.networks = chain.networks.filter((n) => n.caipNetworkId !== caipNetworkId)
  const state = chain.namespaces[removed.chainNamespace]
  if (!state) return
  state.networkState.requestedCaipNetworks = state.networkState.requestedCaipNetworks.filter(
    (n) => n.caipNetworkId !== caipNetworkId,
  )
  if (state.networkState.caipNetwork?.caipNetworkId === caipNetworkId) {
    state.networkState.caipNetwork = undefined
    if (chain.activeNamespace === removed.chainNamespace) activateFirstOther(chain, () => false)
  }
}
