/**
 * The texts core puts in its alerts and toasts (SPEC §8), keyed by the English text itself: the
 * modal shows a translation of them when a catalogue gives one ({@link translateNotice}).
 */
export const notices = {
  'Network Not Found': 'Network Not Found',
  'The selected network is not configured for this app.':
    'The selected network is not configured for this app.',
  'Invalid App Configuration': 'Invalid App Configuration',
  'The origin of this page is not on the allowlist of the project.':
    'The origin of this page is not on the allowlist of the project.',
  'Embedded Wallet Request Timed Out': 'Embedded Wallet Request Timed Out',
  'The embedded wallet did not answer in time.': 'The embedded wallet did not answer in time.',
  'Network Error - Could not load embedded wallet':
    'Network Error - Could not load embedded wallet',
  'The embedded wallet frame could not be loaded.':
    'The embedded wallet frame could not be loaded.',
  'The embedded wallet iframe failed to load.': 'The embedded wallet iframe failed to load.',
  'Session Expired': 'Session Expired',
  'Check your time settings and reconnect.': 'Check your time settings and reconnect.',
  'Invalid Project ID': 'Invalid Project ID',
  'The project id is not valid.': 'The project id is not valid.',
  'Project ID Not Configured': 'Project ID Not Configured',
  'Set a project id in the configuration.': 'Set a project id in the configuration.',
  'Server Error': 'Server Error',
  'Failed to get App Configuration.': 'Failed to get App Configuration.',
  'Rate Limited': 'Rate Limited',
  'Too many requests; try again later.': 'Too many requests; try again later.',
  'Unverified Domain': 'Unverified Domain',
  'This domain is not verified for the project.': 'This domain is not verified for the project.',
  'Multi-Wallet Not Enabled': 'Multi-Wallet Not Enabled',
  'Token Balance Unavailable': 'Token Balance Unavailable',
  'Failed to fetch transactions': 'Failed to fetch transactions',
  'Error signing message': 'Error signing message',
  'Failed to send': 'Failed to send',
  'A problem occurred while trying initialize authentication':
    'A problem occurred while trying initialize authentication',
  'Authenticating...': 'Authenticating...',
  'Action not allowed': 'Action not allowed',
  // The embedded wallet's refusals (apps/secure), shown as the toast of a failed request.
  'Insufficient funds for gas and value': 'Insufficient funds for gas and value',
  'Invalid address': 'Invalid address',
  'Invalid data: odd-length hex': 'Invalid data: odd-length hex',
  'The transaction would revert': 'The transaction would revert',
  'The nonce was already used': 'The nonce was already used',
} as const
