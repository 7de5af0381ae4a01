import { describe, expect, it } from 'vitest'
import { ALERTS } from '../../errors/alerts'
import {
  closeAlert,
  createAlerts,
  getConfigStatusAlert,
  showAlert,
  showAlertOnce,
  showMessageAlert,
  showProviderErrorAlert,
} from './alerts'

describe('alerts', () => {
  it('SPEC §8 "Alerts (short / long)": every alert of the catalogue can be shown', () => {
    const alerts = createAlerts()
    for (const key of Object.keys(ALERTS) as (keyof typeof ALERTS)[]) {
      showAlert(alerts, key)
      expect(alerts).toMatchObject({
        open: true,
        shortMessage: ALERTS[key].shortMessage,
        longMessage: ALERTS[key].longMessage,
      })
      closeAlert(alerts)
      expect(alerts.open).toBe(false)
    }
  })

  it("SPEC §8 \"Provider errors map 'Unauthorized: origin not allowed' to invalid configuration, 'JWT Token is not yet valid' to session expired, 'Unauthorized: invalid key' to invalid project id\"", () => {
    const alerts = createAlerts()
    expect(showProviderErrorAlert(alerts, new Error('Unauthorized: origin not allowed'))).toBe(
      'INVALID_APP_CONFIGURATION',
    )
    expect(alerts.shortMessage).toBe('Invalid App Configuration')
    expect(
      showProviderErrorAlert(
        alerts,
        new Error('x', { cause: new Error('JWT Token is not yet valid') }),
      ),
    ).toBe('SESSION_EXPIRED')
    expect(alerts.shortMessage).toBe('Session Expired')
    expect(showProviderErrorAlert(alerts, new Error('Unauthorized: invalid key'))).toBe(
      'INVALID_PROJECT_ID',
    )
    expect(alerts.shortMessage).toBe('Invalid Project ID')
    closeAlert(alerts)
    expect(showProviderErrorAlert(alerts, new Error('other'))).toBeUndefined()
    expect(alerts.open).toBe(false)
  })

  it('SPEC §8 "Server Error (failed to get App Configuration, on 5xx); Rate Limited (429)"', () => {
    expect(getConfigStatusAlert(500)).toBe('SERVER_ERROR_APP_CONFIGURATION')
    expect(getConfigStatusAlert(503)).toBe('SERVER_ERROR_APP_CONFIGURATION')
    expect(getConfigStatusAlert(429)).toBe('RATE_LIMITED_APP_CONFIGURATION')
    expect(getConfigStatusAlert(403)).toBe('INVALID_APP_CONFIGURATION')
    expect(getConfigStatusAlert(404)).toBeUndefined()
  })

  it('SPEC §6 "otherwise an info alert \'Multi-Wallet Not Enabled\'" and once-only alerts', () => {
    const alerts = createAlerts()
    showMessageAlert(alerts, 'info', 'Multi-Wallet Not Enabled')
    expect(alerts).toMatchObject({ variant: 'info', shortMessage: 'Multi-Wallet Not Enabled' })
    expect(showAlertOnce(alerts, 'INVALID_APP_CONFIGURATION')).toBe(true)
    expect(showAlertOnce(alerts, 'INVALID_APP_CONFIGURATION')).toBe(false)
  })
})
