import type { ChainAdapter, ChainAdapterEvent, ChainAdapterListener } from '../adapter/ChainAdapter'
import type { Connector } from '../types/connector'
import type { CaipNetwork } from '../types/network'
import { mainnet } from './networks'

/** The test adapter: records calls, emits events on demand, holds mutable connectors. */
export type TestAdapter = ChainAdapter & {
  calls: string[]
  emit: (event: ChainAdapterEvent) => void
  connectors: Connector[]
}

/**
 * An in-memory adapter for core's unit tests. Core never imports a chain library, so the
 * real adapters (adapter-wagmi, ...) are tested in their own packages; this stands in at that
 * edge and records what core asked of it.
 */
export function makeTestAdapter(
  namespace: ChainAdapter['namespace'],
  networks: readonly CaipNetwork[] = [mainnet],
): TestAdapter {
  const calls: string[] = []
  const listeners = new Set<ChainAdapterListener>()
  const connectors: Connector[] = []
  return {
    calls,
    namespace,
    networks,
    connect: async ({ connectorId }) => {
      calls.push(`connect:${connectorId}`)
      return { address: '0x1', chainId: 1, accounts: [] }
    },
    disconnect: async () => {
      calls.push('disconnect')
    },
    getAccounts: async () => [],
    switchNetwork: async ({ caipNetwork }) => {
      calls.push(`switch:${caipNetwork.caipNetworkId}`)
    },
    getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
    signMessage: async ({ message }) => {
      calls.push(`sign:${message}`)
      return '0xsig'
    },
    sendTransaction: async () => {
      calls.push('send')
      return '0xhash'
    },
    getConnectors: () => connectors,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
    connectors,
  }
}
