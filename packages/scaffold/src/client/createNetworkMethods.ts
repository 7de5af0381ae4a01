import type { CaipNetwork, ChainNamespace } from '@appkit/core'
import type { AppKitCore } from '@appkit/core/internal'
import { subscribe } from 'valtio'
import type { AppKit } from './AppKit'
import { readCaipNetwork, readLastEvent, readWalletProvider } from './readInstanceState'

/** The instance methods AppKit dapps call for the network, the providers and the last event. */
export type NetworkMethods = Pick<
  AppKit,
  | 'getEvent'
  | 'getChainId'
  | 'getCaipNetworkId'
  | 'getCaipNetworks'
  | 'subscribeCaipNetworkChange'
  | 'subscribeProviders'
>

function readProviders(core: AppKitCore): Partial<Record<ChainNamespace, unknown>> {
  const providers: Partial<Record<ChainNamespace, unknown>> = {}
  for (const namespace of Object.keys(core.chain.namespaces) as ChainNamespace[])
    providers[namespace] = readWalletProvider(core, namespace).walletProvider
  return providers
}

function sameProviders(
  a: Partial<Record<ChainNamespace, unknown>>,
  b: Partial<Record<ChainNamespace, unknown>>,
): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<ChainNamespace>
  return [...keys].every((key) => a[key] === b[key])
}

/**
 * AppKit's `getEvent`, `getChainId`, `getCaipNetworkId`, `getCaipNetworks`,
 * `subscribeCaipNetworkChange` and `subscribeProviders`, read from core's state.
 *
 * @example
 * const appKit = { ...createNetworkMethods(core) }
 * appKit.subscribeCaipNetworkChange((network) => console.log(network?.caipNetworkId))
 */
export function createNetworkMethods(core: AppKitCore): NetworkMethods {
  return {
    getEvent: () => readLastEvent(core),
    getChainId: (namespace) => readCaipNetwork(core, namespace)?.id,
    getCaipNetworkId: (namespace) => readCaipNetwork(core, namespace)?.caipNetworkId,
    getCaipNetworks(namespace) {
      const networks: readonly CaipNetwork[] = core.chain.networks
      return networks.filter((network) => !namespace || network.chainNamespace === namespace)
    },
    subscribeCaipNetworkChange(callback) {
      let last = readCaipNetwork(core)
      return subscribe(core.chain, () => {
        const next = readCaipNetwork(core)
        if (next?.caipNetworkId === last?.caipNetworkId) return
        last = next
        callback(next)
      })
    },
    subscribeProviders(callback) {
      let last = readProviders(core)
      const notify = () => {
        const next = readProviders(core)
        if (sameProviders(next, last)) return
        last = next
        callback(next)
      }
      const stops = [core.chain, core.connectors].map((state) => subscribe(state, notify))
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}
