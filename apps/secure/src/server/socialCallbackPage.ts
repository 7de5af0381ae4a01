import { escapeHtml } from '../i18n/escapeHtml'
import { htmlLanguage } from '../i18n/htmlLanguage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from './framePage'

/** Where the popup lands after the provider (the OpenID Connect redirect URI). */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

/** The callback page's script path. */
export const SOCIAL_CALLBACK_SCRIPT_PATH = '/social/callback.js'

/**
 * The popup's loading page (SPEC §7 'Social login: popup ... with a loading page, posting back a
 * result URI'): its script posts `{ type: 'SOCIAL_RESULT', resultUri }` to the opener, to the
 * allowed dapp origins only (exact target origins, never '*'). The code in it is useless without
 * the PKCE verifier, which never leaves the secure site. In `locale`, the one the sign-in was
 * started in.
 */
export function renderSocialCallbackPage(config: FrameConfig, locale: SecureLocale = 'en'): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const { pages } = secureMessages(locale)
  return `<!doctype html><html ${htmlLanguage(locale)}><meta charset="utf-8"><title>${escapeHtml(pages.callbackTitle)}</title><p role="status">${escapeHtml(pages.callbackStatus)}</p><script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${json}</script><script src="${SOCIAL_CALLBACK_SCRIPT_PATH}"></script></html>`
}

/** The callback page's script (plain, no build step). */
export const SOCIAL_CALLBACK_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById(${JSON.stringify(FRAME_CONFIG_ELEMENT_ID)}).textContent)
  const message = { type: 'SOCIAL_RESULT', resultUri: location.href }
  for (const origin of config.allowedOrigins) window.opener?.postMessage(message, origin)
})()
`
