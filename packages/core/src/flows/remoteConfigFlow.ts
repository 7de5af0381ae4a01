import type { AppKitCore } from '../client/createAppKitCore'
import { getConfigErrorAlert, showAlert } from '../controllers/alerts/alerts'
import { applyInstanceFeatures, setFetchedRemoteFeatures } from './instanceFeatures'
import { reportFlowError } from './reportFlowError'

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * SPEC §5 'origin must be on the project's allowed list': reads the project's allowed origins
 * (GET /projects/v1/origins) and shows Invalid App Configuration when the page's origin
 * matches none. Resolves whether the origin is allowed (true when it cannot be told).
 */
export async function checkAllowedOrigin(core: AppKitCore): Promise<boolean> {
  const origin = originOf(core.services.platform.url)
  if (!origin) return true
  try {
    // The origin patterns' matcher loads with the check, off the page's first load.
    const [{ getAllowedOrigins }, origins] = await Promise.all([
      import('../api/walletApi'),
      import('../options/isOriginAllowed'),
    ])
    const { allowedOrigins } = await getAllowedOrigins(core.api.wallet)
    if (origins.isOriginAllowed(allowedOrigins, origin)) return true
    showAlert(core.alerts, 'INVALID_APP_CONFIGURATION')
    return false
  } catch (error) {
    const key = getConfigErrorAlert(error, Boolean(core.options.projectId))
    if (key) showAlert(core.alerts, key)
    core.services.logger.warn(`Allowed origins not read: ${String(error)}`)
    return key === undefined
  }
}

/**
 * Fetches the project's remote config (GET /appkit/v1/config) and applies it: remote wins
 * over local settings with a warning (remote features the dapp set with `updateRemoteFeatures`
 * still win over it); basic mode skips it (SPEC §6). Then checks the page's
 * origin against the project's allowed list. A failure keeps the local features, shows the
 * matching alert (SPEC §8: 401 invalid or missing project id, 403 invalid configuration, 429
 * rate limited, 5xx server error) and is reported. Resolves whether it applied.
 */
export async function loadRemoteFeatures(core: AppKitCore): Promise<boolean> {
  if (core.basic) return false
  try {
    const { getProjectConfig } = await import('../api/walletApi')
    const { features: remote } = await getProjectConfig(core.api.wallet)
    // A config without features leaves the local settings in force.
    if (remote) setFetchedRemoteFeatures(core, remote)
    applyInstanceFeatures(core)
  } catch (error) {
    const key = getConfigErrorAlert(error, Boolean(core.options.projectId))
    if (key) showAlert(core.alerts, key)
    void reportFlowError(core, error, { event: 'CONFIG_ERROR', category: 'CONFIGURATION_ERROR' })
    return false
  }
  await checkAllowedOrigin(core)
  return true
}
