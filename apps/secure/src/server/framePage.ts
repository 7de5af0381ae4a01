import { escapeHtml } from '../i18n/escapeHtml'
import { htmlLanguage } from '../i18n/htmlLanguage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'

/** The id of the inline JSON the frame script reads its configuration from. */
export const FRAME_CONFIG_ELEMENT_ID = 'appkit-secure-config'

/** What the frame page tells its script. */
export type FrameConfig = { allowedOrigins: readonly string[] }

/**
 * The frame's HTML in `locale` (its URL's, until the modal's SYNC_LOCALE): its configuration
 * inline (no request), its stylesheet, its script and where a request is shown.
 */
export function renderFramePage(config: FrameConfig, locale: SecureLocale = 'en'): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html><html ${htmlLanguage(locale)}><meta charset="utf-8"><title>${escapeHtml(secureMessages(locale).frame.pageTitle)}</title><link rel="stylesheet" href="/frame.css"><script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script><script type="module" src="/frame.js"></script><body><main id="approval"></main></body></html>`
}

/**
 * The frame page's Content-Security-Policy: only the allowed origins may embed it
 * (`frame-ancestors`, exact origins, no wildcard: HOSTILE F), and it loads and calls only itself.
 */
export function framePagePolicy(allowedOrigins: readonly string[]): string {
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
