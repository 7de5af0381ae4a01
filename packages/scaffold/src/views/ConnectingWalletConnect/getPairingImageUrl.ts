import type { Wallet } from '@appkit/core'
import { type AppKitCore, apiClient } from '@appkit/core/internal'
import { hasServiceUrl } from '../../client/toCoreOptions'

/**
 * The logo of the wallet in the QR code: its image on the wallet service
 * (`/getWalletImage/{image_id}`), shown through `<img>` only; undefined without one.
 */
export function getPairingImageUrl(
  core: AppKitCore,
  wallet: Wallet | undefined,
): string | undefined {
  if (!wallet?.image_id || !hasServiceUrl(core, 'wallet')) return undefined
  return apiClient.buildApiUrl(
    core.api.wallet.config,
    `getWalletImage/${encodeURIComponent(wallet.image_id)}`,
  )
}
