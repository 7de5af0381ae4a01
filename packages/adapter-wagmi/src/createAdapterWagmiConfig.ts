import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import { type CustomRpcUrlMap, withCustomRpcUrls } from '@appkit/core/networks'
import { type Config, type CreateConnectorFn, createConfig, type Storage } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { WagmiAdapterConfigError } from './errors/WagmiAdapterConfigError'
import { toViemChain } from './network/toViemChain'
import { createCheckedWagmiStorage } from './storage/createCheckedWagmiStorage'
import {
  type ChainRpcOptions,
  type ChainTransport,
  createChainTransport,
} from './transport/createChainTransport'
import { walletConnectConnector } from './walletConnect/walletConnectConnector'

/** What {@link createAdapterWagmiConfig} needs. */
export type AdapterWagmiConfigParameters = {
  networks: readonly CaipNetwork[]
  connectors?: readonly CreateConnectorFn[] | undefined
  transports?: Readonly<Record<number, Transport>> | undefined
  storage?: Storage | null | undefined
  ssr?: boolean | undefined
  walletConnect?: WalletConnectSessionHost | undefined
  rpc?: ChainRpcOptions | undefined
  customRpcUrls?: CustomRpcUrlMap | undefined
}

/**
 * Creates the wagmi config the adapter owns: the eip155 networks as viem chains, each read over
 * its configured RPC URLs (or the transport the dapp gave for it), wagmi's own EIP-6963 store
 * off (the adapter runs a stricter discovery), the dapp's extra connectors, and the
 * WalletConnect connector on the shared session when `walletConnect` is given. A network's
 * `customRpcUrls` come before its own URLs and are tried in that order (not ranked, unless
 * `rpc.rank` asks for it).
 */
export function createAdapterWagmiConfig(parameters: AdapterWagmiConfigParameters): {
  config: Config
  chains: readonly Chain[]
  /** Stops the ranking of the transports this config created (not those the dapp gave). */
  stopTransports: () => void
} {
  const evm = withCustomRpcUrls(
    parameters.networks.filter((network) => network.chainNamespace === 'eip155'),
    parameters.customRpcUrls,
  )
  const [first, ...rest] = evm.map(toViemChain)
  if (!first)
    throw new WagmiAdapterConfigError('The wagmi adapter needs at least one eip155 network')
  const chains: readonly [Chain, ...Chain[]] = [first, ...rest]
  const transports: Record<number, Transport> = {}
  const owned: ChainTransport[] = []
  for (const chain of chains) {
    const given = parameters.transports?.[chain.id]
    if (given) {
      transports[chain.id] = given
      continue
    }
    const custom = parameters.customRpcUrls?.[`eip155:${chain.id}`]?.length
    const rank = parameters.rpc?.rank
    const rpc = custom ? { ...parameters.rpc, rank: rank ?? false } : parameters.rpc
    const transport = createChainTransport(chain.rpcUrls.default.http, rpc)
    owned.push(transport)
    transports[chain.id] = transport
  }
  const config: Config = createConfig({
    chains,
    transports,
    connectors: [
      ...(parameters.connectors ?? []),
      ...(parameters.walletConnect
        ? [walletConnectConnector({ host: parameters.walletConnect, defaultChainId: first.id })]
        : []),
    ],
    multiInjectedProviderDiscovery: false,
    // wagmi's default over localStorage, minus what it could not have written (issue #19).
    storage: parameters.storage === undefined ? createCheckedWagmiStorage() : parameters.storage,
    ...(parameters.ssr === undefined ? {} : { ssr: parameters.ssr }),
  })
  const stopTransports = () => {
    for (const transport of owned) transport.stop()
  }
  return { config, chains, stopTransports }
}
