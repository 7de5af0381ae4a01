import type { CaipNetwork, CaipNetworkId } from '../types/network'
import { InvalidRpcUrlError } from './InvalidRpcUrlError'

/** One RPC URL of AppKit's `customRpcUrls`; `config` (viem's HTTP transport options) is not read. */
export type CustomRpcUrl = { url: string; config?: unknown }

/** AppKit's `customRpcUrls`: RPC URLs by CAIP-2 network id, tried before the network's own. */
export type CustomRpcUrlMap = Readonly<Partial<Record<CaipNetworkId, readonly CustomRpcUrl[]>>>

function checkedUrl(url: string, caipNetworkId: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new InvalidRpcUrlError(url, caipNetworkId)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new InvalidRpcUrlError(url, caipNetworkId)
  return url
}

/**
 * The networks with AppKit's `customRpcUrls` put before their own RPC URLs (`rpcUrls.default`),
 * in the order given; a network without custom URLs is returned as it is. InvalidRpcUrlError for a
 * URL that is not absolute http(s).
 *
 * @example
 * withCustomRpcUrls([mainnet], { 'eip155:1': [{ url: 'https://rpc.my.dapp' }] })
 */
export function withCustomRpcUrls<const T extends readonly CaipNetwork[]>(
  networks: T,
  customRpcUrls: CustomRpcUrlMap | undefined,
): { [K in keyof T]: CaipNetwork } {
  return networks.map((network) => {
    const custom = customRpcUrls?.[network.caipNetworkId]
    if (!custom || custom.length === 0) return network
    const urls = custom.map((entry) => checkedUrl(entry.url, network.caipNetworkId))
    const own = network.rpcUrls.default.http.filter((url) => !urls.includes(url))
    return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [...urls, ...own] } } }
  }) as { [K in keyof T]: CaipNetwork }
}
