import { FRAME_CSS_PATH } from '../server/frameCss'
import { DEVICE_PAGE_MESSAGES_EN, type DevicePageMessageKey } from './devicePageMessages'

/** Where the device e-mail's link points (GET shows the page, POST approves). */
export const DEVICE_PAGE_PATH = '/device'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )

const t = (key: DevicePageMessageKey, email = '') =>
  escapeHtml(DEVICE_PAGE_MESSAGES_EN[key]).replace(
    '{email}',
    `<strong>${escapeHtml(email)}</strong>`,
  )

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="stylesheet" href="${FRAME_CSS_PATH}"><body><main class="device"><h1 class="title">${title}</h1>${body}</main></body></html>`

/** The page of a live link: who the device is for and the Approve button (a POST form, no script). */
export function renderDevicePage(token: string, email: string): string {
  return page(
    t('title'),
    `<p>${t('body', email)}</p><form method="post" action="${DEVICE_PAGE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" class="primary">${t('approve')}</button></form>`,
  )
}

/** The page after the device was approved. */
export function renderDeviceApproved(email: string): string {
  return page(t('approvedTitle'), `<p>${t('approvedBody', email)}</p>`)
}

/** The page of a link that is unknown, used or expired. */
export function renderDeviceInvalid(): string {
  return page(t('invalidTitle'), `<p>${t('invalidBody')}</p>`)
}

/** The device page's Content-Security-Policy: its stylesheet and its own form, nothing else. */
export const DEVICE_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')
