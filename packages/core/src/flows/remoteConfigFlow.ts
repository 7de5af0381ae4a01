import { getProjectConfig } from '../api/walletApi'
import type { AppKitCore } from '../client/createAppKitCore'
import { getConfigStatusAlert, showAlert } from '../controllers/alerts/alerts'
import { HttpRequestError } from '../errors/transportErrors'
import type { RemoteFeatures } from '../options/features'
import { resolveFeatures } from '../options/resolveFeatures'

const FEATURE_IDS: Record<string, keyof RemoteFeatures> = {
  email: 'email',
  socials: 'socials',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reown_branding: 'reownBranding',
  multi_wallet: 'multiWallet',
}

/**
 * Fetches the project's remote config (GET /appkit/v1/config) and applies it: remote wins
 * over local settings with a warning; basic mode skips it (SPEC §6). A failure keeps the
 * local features and shows the matching alert (403, 429, 5xx). Resolves whether it applied.
 */
export async function loadRemoteFeatures(core: AppKitCore): Promise<boolean> {
  if (core.basic) return false
  try {
    const { features } = await getProjectConfig(core.api.wallet)
    const remote: Partial<RemoteFeatures> = {}
    for (const feature of features) {
      const key = FEATURE_IDS[feature.id]
      if (!key) continue
      const list =
        Array.isArray(feature.config) && feature.config.every((c) => typeof c === 'string')
      ;(remote as Record<string, unknown>)[key] = feature.isEnabled
        ? list
          ? feature.config
          : key === 'socials' || key === 'swaps' || key === 'onramp'
            ? undefined
            : true
        : false
    }
    Object.assign(
      core.features,
      resolveFeatures({
        local: core.options.features,
        remote,
        warn: (message) => core.services.logger.warn(message),
      }),
    )
    return true
  } catch (error) {
    const key = error instanceof HttpRequestError ? getConfigStatusAlert(error.status) : undefined
    if (key) showAlert(core.alerts, key)
    return false
  }
}
