import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { BitcoinAdapterConfigError } from '../errors/bitcoinErrors'

/** The Bitcoin methods the dapp asks for in a WalletConnect session (WalletConnect's Bitcoin RPC). */
export const BIP122_WALLET_CONNECT_METHODS = [
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getAccountAddresses',
] as const

/** The Bitcoin session event the dapp listens to. */
export const BIP122_WALLET_CONNECT_EVENTS = ['bip122_addressesChanged'] as const

/**
 * The bip122 contribution of the adapter to the WalletConnect session proposal (core's
 * WalletConnectNamespace): every configured Bitcoin network's CAIP-2 id, the four methods and
 * the one event above, and an RPC URL per network keyed by its reference: the network's first,
 * else `fallbackUrl` (the project's API; every bip122 method goes to the wallet anyway, the URL
 * only keeps the provider off its vendor's RPC host).
 *
 * @example
 * bip122WalletConnectNamespace([bitcoin]).chains // ['bip122:000000000019d6689c085ae165831e93']
 */
export function bip122WalletConnectNamespace(
  networks: readonly CaipNetwork[],
  fallbackUrl?: string,
): WalletConnectNamespace {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0] ?? fallbackUrl
    if (!url) throw new BitcoinAdapterConfigError(`No RPC URL for ${network.caipNetworkId}`)
    rpcMap[network.caipNetworkId.slice('bip122:'.length)] = url
  }
  return {
    namespace: 'bip122',
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...BIP122_WALLET_CONNECT_METHODS],
    events: [...BIP122_WALLET_CONNECT_EVENTS],
    rpcMap,
  }
}
