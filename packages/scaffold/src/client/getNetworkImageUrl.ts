import type { CaipNetwork } from '@appkit/core'
import { type AppKitCore, apiClient } from '@appkit/core/internal'
import { hasServiceUrl } from './toCoreOptions'

/**
 * A network's logo: its own `assets.imageUrl` (or the dapp's `chainImages`), else the wallet
 * service's `/public/getAssetImage/{imageId or CAIP-2 id}` as an absolute URL, so it loads from
 * the service whatever the page's origin; undefined without either (the monogram shows).
 *
 * @example
 * getNetworkImageUrl(core, mainnet) // 'http://127.0.0.1:4000/public/getAssetImage/eip155%3A1?…'
 */
export function getNetworkImageUrl(
  core: Pick<AppKitCore, 'options' | 'api'>,
  network: CaipNetwork | undefined,
): string | undefined {
  if (!network) return undefined
  if (network.assets?.imageUrl) return network.assets.imageUrl
  if (!hasServiceUrl(core, 'wallet')) return undefined
  const id = network.assets?.imageId ?? network.caipNetworkId
  return apiClient.buildApiUrl(
    core.api.wallet.config,
    `public/getAssetImage/${encodeURIComponent(id)}`,
  )
}
