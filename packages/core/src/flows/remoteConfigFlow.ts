import { getProjectConfig } from '../api/walletApi'
import type { AppKitCore } from '../client/createAppKitCore'
import { getConfigStatusAlert, showAlert } from '../controllers/alerts/alerts'
import { HttpRequestError } from '../errors/transportErrors'
import { resolveFeatures } from '../options/resolveFeatures'

/**
 * Fetches the project's remote config (GET /appkit/v1/config) and applies it: remote wins
 * over local settings with a warning; basic mode skips it (SPEC §6). A failure keeps the
 * local features and shows the matching alert (403, 429, 5xx). Resolves whether it applied.
 */
export async function loadRemoteFeatures(core: AppKitCore): Promise<boolean> {
  if (core.basic) return false
  try {
    const { features: remote } = await getProjectConfig(core.api.wallet)
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
