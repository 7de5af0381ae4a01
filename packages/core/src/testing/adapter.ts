import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { CaipNetwork } from '../types/network'
import { mainnet } from './networks'

/**
 * An in-memory adapter for core's unit tests. Core never imports a chain library, so the
 * real adapters (adapter-wagmi, ...) are tested in their own packages; this stands in at that
 * edge and records what core asked of it.
 */
export function makeTestAdapter(
  namespace: ChainAdapter['namespace'],
  networks: readonly CaipNetwork[] = [mainnet],
): ChainAdapter & { calls: string[] } {
  const calls: string[] = []
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
    getConnectors: () => [],
    subscribe: () => () => {},
  }
}
