import {
  type ChainAdapterAccount,
  type ChainAdapterEvent,
  formatCaipAddress,
  formatCaipNetworkId,
} from '@appkit/core/adapter'
import type { Config } from '@wagmi/core'
import { watchConnection } from './wagmiConnection'

/** The CAIP-10 accounts (all EOAs) of a list of addresses on an EVM chain. */
export function toChainAccounts(
  addresses: readonly string[] | undefined,
  chainId: number,
): ChainAdapterAccount[] {
  return (addresses ?? []).map((address) => ({
    caipAddress: formatCaipAddress(formatCaipNetworkId('eip155', chainId), address),
    purpose: 'eoa',
  }))
}

/**
 * Follows wagmi's connection state and reports its changes as adapter events, so core and
 * wagmi hooks always agree: new addresses → accountsChanged, a new chain → chainChanged, a
 * connected → disconnected transition (including the wallet's `accountsChanged []`) → disconnect.
 */
export function watchConnectionEvents(
  config: Config,
  emit: (event: ChainAdapterEvent) => void,
): () => void {
  return watchConnection(config, {
    onChange(connection, previous) {
      const connectorId = connection.connector?.id ?? previous.connector?.id ?? ''
      if (connection.status === 'connected') {
        const wasConnected = previous.status === 'connected'
        const sameAccounts =
          wasConnected && connection.addresses.join() === previous.addresses?.join()
        if (!sameAccounts)
          emit({
            type: 'accountsChanged',
            connectorId,
            accounts: toChainAccounts(connection.addresses, connection.chainId),
          })
        if (!wasConnected || connection.chainId !== previous.chainId)
          emit({
            type: 'chainChanged',
            connectorId,
            caipNetworkId: formatCaipNetworkId('eip155', connection.chainId),
          })
        return
      }
      if (connection.status === 'disconnected' && previous.status === 'connected')
        emit({ type: 'disconnect', connectorId })
    },
  })
}
