import {
  type CaipNetwork,
  ChainNotSupportedError,
  ConnectorNotFoundForConnectionError,
} from '@appkit/core'
import type { ChainAdapterConnectResult } from '@appkit/core/adapter'
import {
  type Config,
  type Connector,
  connect,
  disconnect,
  getConnections,
  reconnect,
  switchChain,
} from '@wagmi/core'
import type { Chain, EIP1193Provider } from 'viem'
import { gateRestore } from './connectors/gateRestore'
import { withAdapterErrors } from './errors/toAdapterError'
import { switchWalletChain } from './network/switchWalletChain'
import { getConnection } from './wagmiConnection'
import { toChainAccounts } from './watchConnectionEvents'

type FindConnector = (id: string) => Connector | undefined

function toResult(addresses: readonly string[], chainId: number): ChainAdapterConnectResult {
  const accounts = toChainAccounts(addresses, chainId)
  const active = accounts[0]
  if (!active) throw new ConnectorNotFoundForConnectionError({ details: 'no account' })
  return { caipAddress: active.caipAddress, accounts }
}

/** The EVM chain id of a CAIP-2 network id of this namespace (undefined for another one). */
function chainIdOf(caipNetworkId: string | undefined): number | undefined {
  const [namespace, reference] = caipNetworkId?.split(':') ?? []
  return namespace === 'eip155' && reference ? Number(reference) : undefined
}

/** Switches the connected wallet (or, when none is connected, wagmi's chain) to `chainId`. */
async function switchTo(config: Config, chains: readonly Chain[], chainId: number | string) {
  const chain = chains.find((candidate) => candidate.id === Number(chainId))
  if (!chain) throw new ChainNotSupportedError({ details: `eip155:${chainId}` })
  const connection = getConnection(config)
  if (connection.status !== 'connected') {
    await switchChain(config, { chainId: chain.id })
    return
  }
  const provider = (await connection.connector.getProvider()) as EIP1193Provider
  await switchWalletChain(provider, chain)
  // Wallets may switch without emitting chainChanged: confirm and tell wagmi, as wagmi does.
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current !== chain.id) throw new ChainNotSupportedError({ details: chain.name })
  connection.connector.emitter.emit('change', { chainId: chain.id })
}

/** connect, reconnect, disconnect, getAccounts and switchNetwork over a wagmi config. */
export function connectionActions(
  config: Config,
  chains: readonly Chain[],
  findConnector: FindConnector,
) {
  // Only the adapter's reconnect (AppKit's restore at start) restores a connection.
  const restoring = gateRestore(config)
  const networkOf = (chainId: number | string) =>
    chains.find((chain) => chain.id === Number(chainId))
  return {
    connect: ({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: string }) =>
      withAdapterErrors(async () => {
        const connector = findConnector(connectorId)
        if (!connector) throw new ConnectorNotFoundForConnectionError({ details: connectorId })
        const current = getConnection(config)
        let result =
          current.status === 'connected' && current.connector.uid === connector.uid
            ? { accounts: current.addresses, chainId: current.chainId }
            : await connect(config, { connector })
        const chainId = chainIdOf(caipNetworkId)
        const wanted = chainId === undefined ? undefined : networkOf(chainId)
        if (wanted && wanted.id !== result.chainId) {
          // The connection stands even if the wallet declines the switch; the result says where.
          await switchTo(config, chains, wanted.id).catch(() => undefined)
          result = { accounts: result.accounts, chainId: getConnection(config).chainId ?? 0 }
        }
        return toResult(result.accounts, result.chainId)
      }),
    reconnect: (_params?: { connectorId: string }) =>
      withAdapterErrors(async () => {
        const [restored] = await restoring(() => reconnect(config))
        return restored ? toResult(restored.accounts, restored.chainId) : undefined
      }),
    disconnect: (params?: { connectorId?: string }) =>
      withAdapterErrors(async () => {
        const connector = params?.connectorId ? findConnector(params.connectorId) : undefined
        await disconnect(config, connector ? { connector } : {})
      }),
    getAccounts: async ({ connectorId }: { connectorId: string }) => {
      const connection = getConnections(config).find((c) => c.connector.id === connectorId)
      return connection ? toChainAccounts(connection.accounts, connection.chainId) : []
    },
    switchNetwork: ({ caipNetwork }: { caipNetwork: CaipNetwork }) =>
      withAdapterErrors(() => switchTo(config, chains, caipNetwork.id)),
  }
}
