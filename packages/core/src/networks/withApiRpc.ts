import type { CaipNetwork } from '../types/network'
import { parseApiBaseUrl } from './parseApiBaseUrl'

/** Where the JSON-RPC proxy of a Blockchain API (apps/api) is, and the project to name. */
export type ApiRpcOptions = {
  /** The API's base URL, e.g. `https://api.my.dapp`. */
  url: string
  /** Added as the `projectId` query parameter when the host serves several projects. */
  projectId?: string | undefined
}

/**
 * Points every network that has no RPC URL of its own at the Blockchain API's JSON-RPC proxy
 * (SPEC §7: 'default host takes chainId and projectId query parameters'), e.g.
 * `https://api.my.dapp/v1?chainId=eip155:1`. Networks the dapp gave URLs keep them.
 */
export function withApiRpc<const T extends readonly CaipNetwork[]>(
  networks: T,
  options: ApiRpcOptions | string,
): { [K in keyof T]: CaipNetwork } {
  const { url, projectId } = typeof options === 'string' ? { url: options } : options
  const base = parseApiBaseUrl(url)
  return networks.map((network) => {
    if (network.rpcUrls.default.http.length > 0) return network
    const rpcUrl = new URL('v1', base)
    rpcUrl.searchParams.set('chainId', network.caipNetworkId)
    if (projectId) rpcUrl.searchParams.set('projectId', projectId)
    return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrl.href] } } }
  }) as { [K in keyof T]: CaipNetwork }
}
