/**
 * The device page's strings (English): the secure site's own page that the device e-mail's link
 * opens. Like the frame, it shows only its own catalogue and the e-mail the link is for.
 */
export const DEVICE_PAGE_MESSAGES_EN = {
  title: 'Approve this device',
  body: 'A login to {email} was asked from a device this wallet has not used before. Approve it only if it was you.',
  approve: 'Approve device',
  approvedTitle: 'Device approved',
  approvedBody: 'Go back to the app: your login code is on its way to {email}.',
  invalidTitle: 'This link cannot be used',
  invalidBody: 'It is invalid, was used already, or has expired. Start the login again in the app.',
} as const

/** A key of the device page's catalogue. */
export type DevicePageMessageKey = keyof typeof DEVICE_PAGE_MESSAGES_EN
