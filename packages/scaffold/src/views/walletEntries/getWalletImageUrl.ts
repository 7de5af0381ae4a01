import type { Wallet } from '@appkit/core'
import { type AppKitCore, apiClient } from '@appkit/core/internal'
import { hasServiceUrl } from '../../client/toCoreOptions'

/**
 * The image of a registry wallet on the wallet service (`/getWalletImage/{image_id}`), shown
 * through `<img>` only; undefined without an image id or a wallet service.
 */
export function getWalletImageUrl(core: AppKitCore, wallet: Wallet): string | undefined {
  if (!wallet.image_id || !hasServiceUrl(core, 'wallet')) return undefined
  return apiClient.buildApiUrl(
    core.api.wallet.config,
    `getWalletImage/${encodeURIComponent(wallet.image_id)}`,
  )
}
