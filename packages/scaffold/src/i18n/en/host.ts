/** Strings of the modal host: the outlet's fallbacks and the alert's close button (English). */
export const host = {
  loadingView: 'Loading',
  viewUnavailable: 'This view is not available.',
  viewFailed: 'This view could not be loaded.',
  closeAlert: 'Dismiss',
} as const
