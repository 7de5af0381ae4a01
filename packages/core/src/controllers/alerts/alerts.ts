import { proxy } from 'valtio'
import { ALERTS, type AlertKey } from '../../errors/alerts'
import { getProviderErrorAlert } from '../../errors/getProviderErrorAlert'
import { HttpRequestError } from '../../errors/transportErrors'

/** Alert variants. */
export type AlertVariant = 'info' | 'warning' | 'error' | 'success'

/** Alert state: the alert shown, if any. */
export type AlertsState = {
  open: boolean
  shortMessage: string
  longMessage: string
  variant: AlertVariant
  /** Alerts that show only once per instance and were shown. */
  shownOnce: string[]
}

/** Creates a closed alert. */
export function createAlerts(): AlertsState {
  return proxy<AlertsState>({
    open: false,
    shortMessage: '',
    longMessage: '',
    variant: 'error',
    shownOnce: [],
  })
}

/** Shows an alert of the SPEC §8 catalogue (error variant). */
export function showAlert(alerts: AlertsState, key: AlertKey): void {
  Object.assign(alerts, { open: true, variant: 'error', ...ALERTS[key] })
}

/** Shows an alert once per instance; later calls do nothing. Returns whether it showed. */
export function showAlertOnce(alerts: AlertsState, key: AlertKey): boolean {
  if (alerts.shownOnce.includes(key)) return false
  alerts.shownOnce.push(key)
  showAlert(alerts, key)
  return true
}

/** Shows a free-form alert (e.g. the info alert 'Multi-Wallet Not Enabled'). */
export function showMessageAlert(
  alerts: AlertsState,
  variant: AlertVariant,
  shortMessage: string,
  longMessage = '',
): void {
  Object.assign(alerts, { open: true, variant, shortMessage, longMessage })
}

/** Closes the alert. */
export function closeAlert(alerts: AlertsState): void {
  alerts.open = false
}

/**
 * Shows the alert a provider error maps to ('Unauthorized: origin not allowed' → Invalid App
 * Configuration, 'JWT Token is not yet valid' → Session Expired, 'Unauthorized: invalid key'
 * → Invalid Project ID). Returns the key shown, if any.
 */
export function showProviderErrorAlert(alerts: AlertsState, error: unknown): AlertKey | undefined {
  const key = getProviderErrorAlert(error)
  if (key) showAlert(alerts, key)
  return key
}

/** The alert for a failed App Configuration fetch: 403 origin, 429 rate limited, 5xx server. */
export function getConfigStatusAlert(status: number): AlertKey | undefined {
  if (status === 403) return 'INVALID_APP_CONFIGURATION'
  if (status === 429) return 'RATE_LIMITED_APP_CONFIGURATION'
  if (status >= 500) return 'SERVER_ERROR_APP_CONFIGURATION'
  return undefined
}

/**
 * The alert for a failed App Configuration fetch (SPEC §8): a 401 when the dapp set no project
 * id is Project ID Not Configured; otherwise the message of the answer first ('Unauthorized:
 * origin not allowed', 'Unauthorized: invalid key', 'JWT Token is not yet valid'), then the
 * status ({@link getConfigStatusAlert}; 401 is Invalid Project ID). Undefined otherwise.
 *
 * @example
 * getConfigErrorAlert(new HttpRequestError({ status: 401, url }), false) // 'PROJECT_ID_NOT_CONFIGURED'
 */
export function getConfigErrorAlert(error: unknown, hasProjectId: boolean): AlertKey | undefined {
  if (!(error instanceof HttpRequestError)) return getProviderErrorAlert(error)
  if (error.status === 401 && !hasProjectId) return 'PROJECT_ID_NOT_CONFIGURED'
  const fromBody = getProviderErrorAlert(error.body)
  if (fromBody) return fromBody
  if (error.status === 401) return 'INVALID_PROJECT_ID'
  return getConfigStatusAlert(error.status)
}
