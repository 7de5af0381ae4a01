import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { WagmiAdapterConfigError } from '../errors/WagmiAdapterConfigError'

/** The wallet methods the dapp asks for in every WalletConnect session. */
export const WALLET_CONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** The wallet events the dapp listens to. */
export const WALLET_CONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 contribution of the wagmi adapter to the WalletConnect session proposal (core's
 * WalletConnectNamespace): every configured eip155 network's CAIP-2 id, the methods and events
 * above, and an `rpcMap` holding each network's first configured RPC URL, so the provider never
 * falls back to its vendor's RPC host. The first network is the default chain.
 *
 * @example
 * eip155WalletConnectNamespace([mainnet, polygon]).chains // ['eip155:1', 'eip155:137']
 */
export function eip155WalletConnectNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  if (evm.length === 0)
    throw new WagmiAdapterConfigError('WalletConnect needs at least one eip155 network')
  const rpcMap: Record<string, string> = {}
  for (const network of evm) {
    const url = network.rpcUrls.default.http[0]
    if (!url)
      throw new WagmiAdapterConfigError(`No RPC url provided for chainId ${String(network.id)}`)
    rpcMap[String(network.id)] = url
  }
  return {
    namespace: 'eip155',
    chains: evm.map((network) => network.caipNetworkId),
    methods: [...WALLET_CONNECT_METHODS],
    events: [...WALLET_CONNECT_EVENTS],
    rpcMap,
  }
}
