import { escapeHtml } from '../i18n/escapeHtml'
import { htmlLanguage } from '../i18n/htmlLanguage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'
import { FRAME_CSS_PATH } from '../server/frameCss'

/** Where the device e-mail's link points (GET shows the page, POST approves). */
export const DEVICE_PAGE_PATH = '/device'

type DeviceMessageKey = keyof ReturnType<typeof secureMessages>['device']

/** The device page's strings in `locale`, escaped, `{email}` filled in bold. */
const translate =
  (locale: SecureLocale) =>
  (key: DeviceMessageKey, email = '') =>
    escapeHtml(secureMessages(locale).device[key]).replace(
      '{email}',
      `<strong>${escapeHtml(email)}</strong>`,
    )

const page = (locale: SecureLocale, title: string, body: string) =>
  `<!doctype html><html ${htmlLanguage(locale)}><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="stylesheet" href="${FRAME_CSS_PATH}"><body><main class="device"><h1 class="title">${title}</h1>${body}</main></body></html>`

/**
 * The page of a live link, in `locale` (the e-mail's): who the device is for and the Approve
 * button (a POST form, no script; it keeps the language for the page after it).
 */
export function renderDevicePage(
  token: string,
  email: string,
  locale: SecureLocale = 'en',
): string {
  const t = translate(locale)
  return page(
    locale,
    t('title'),
    `<p>${t('body', email)}</p><form method="post" action="${DEVICE_PAGE_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="locale" value="${locale}"><button type="submit" class="primary">${t('approve')}</button></form>`,
  )
}

/** The page after the device was approved. */
export function renderDeviceApproved(email: string, locale: SecureLocale = 'en'): string {
  const t = translate(locale)
  return page(locale, t('approvedTitle'), `<p>${t('approvedBody', email)}</p>`)
}

/** The page of a link that is unknown, used or expired. */
export function renderDeviceInvalid(locale: SecureLocale = 'en'): string {
  const t = translate(locale)
  return page(locale, t('invalidTitle'), `<p>${t('invalidBody')}</p>`)
}

/** The device page's Content-Security-Policy: its stylesheet and its own form, nothing else. */
export const DEVICE_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')
