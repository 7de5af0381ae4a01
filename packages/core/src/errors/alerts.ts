/**
 * The alerts of SPEC §8 ('Alerts (short / long)'), keyed for the alert controller.
 * Short texts are the spec's; long texts follow the spec's parenthetical descriptions.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The selected network is not configured for this app.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The origin of this page is not on the allowlist of the project.',
  },
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time.',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet frame could not be loaded.',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Check your time settings and reconnect.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set a project id in the configuration.',
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    shortMessage: 'Server Error',
    longMessage: 'Failed to get App Configuration.',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests; try again later.',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified Domain',
    longMessage: 'This domain is not verified for the project.',
  },
  IFRAME_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'The embedded wallet iframe failed to load.',
  },
} as const

/** A key of {@link ALERTS}. */
export type AlertKey = keyof typeof ALERTS
