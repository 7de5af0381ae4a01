import type { AppKitCore } from '../client/createAppKitCore'
import { showProviderErrorAlert } from '../controllers/alerts/alerts'
import { reportError } from '../controllers/events/events'
import { type AppKitSdkErrorCategory, toAppKitSdkError } from '../errors/AppKitSdkError'
import type { AlertKey } from '../errors/alerts'
import { isUserRejection } from '../errors/isUserRejection'
import { eventsContext } from './eventsContext'

/** Parameters of {@link reportFlowError}. */
export type ReportFlowErrorParameters = {
  /** The event the report is filed under (default 'ERROR'). */
  event?: string
  /** The category of the wrapping error (default INTERNAL_SDK_ERROR). */
  category?: AppKitSdkErrorCategory
}

/**
 * The catch site of a flow: shows the alert a provider error maps to (SPEC §8 'Unauthorized:
 * origin not allowed' → Invalid App Configuration, 'JWT Token is not yet valid' → Session
 * Expired, 'Unauthorized: invalid key' → Invalid Project ID) and reports the error wrapped in
 * an AppKitSdkError (category INTERNAL_SDK_ERROR unless given) to the analytics sink, at most 5
 * per 60 s. A user rejection is neither shown nor reported. The alert shows at once; catch
 * sites need not wait for the report (a slow sink never delays the error). Never rejects;
 * resolves the alert shown, if any.
 *
 * @example
 * catch (error) { void reportFlowError(core, error, { event: 'CONNECT_ERROR' }); throw error }
 */
export async function reportFlowError(
  core: AppKitCore,
  error: unknown,
  parameters: ReportFlowErrorParameters = {},
): Promise<AlertKey | undefined> {
  if (isUserRejection(error)) return undefined
  const alert = showProviderErrorAlert(core.alerts, error)
  try {
    await reportError(
      eventsContext(core),
      toAppKitSdkError(error, parameters.category),
      parameters.event,
    )
  } catch (reportFailure) {
    core.services.logger.warn(`Error report not sent: ${String(reportFailure)}`)
  }
  return alert
}
