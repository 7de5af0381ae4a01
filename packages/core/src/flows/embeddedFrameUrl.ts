import type { AppKitCore } from '../client/createAppKitCore'
import { FRAME_SDK_VERSION } from '../constants/limitConstants'
import { getActiveNetwork } from '../controllers/chain/chain'

/**
 * The embedded wallet frame's URL (SPEC §7 'Iframe URL carries projectId, chainId, version,
 * enableLogger, rpcUrl; SDK version 4'): the secure site's URL with the project id (when set),
 * the active network's CAIP-2 id and first RPC URL, the frame SDK version and the logger switch
 * (the instance's `debug` option). Parameters already in `secureSiteUrl` are replaced.
 */
export function embeddedFrameUrl(core: AppKitCore, secureSiteUrl: string): URL {
  const url = new URL(secureSiteUrl)
  const network = getActiveNetwork(core.chain) ?? core.chain.networks[0]
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  }
  set('projectId', core.options.projectId)
  set('chainId', network?.caipNetworkId)
  set('version', String(FRAME_SDK_VERSION))
  set('enableLogger', String(core.options.debug === true))
  set('rpcUrl', network?.rpcUrls.default.http[0])
  return url
}
