import { createHash } from 'node:crypto'
import { escapeHtml } from '../i18n/escapeHtml'
import { fillMessage } from '../i18n/fillMessage'
import { htmlLanguage } from '../i18n/htmlLanguage'
import { pickSecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'

const style = `:root{color-scheme:light dark;--fg:#111;--bg:#fff;--muted:#555;--line:#ccc;--hover:#f2f2f2}
@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#151515;--muted:#aaa;--line:#444;--hover:#262626}}
body{font:16px system-ui,sans-serif;margin:0;padding:2rem 1rem;color:var(--fg);background:var(--bg)}
main{max-width:22rem;margin:0 auto}h1{font-size:1.4rem;margin:0 0 .25rem}p{color:var(--muted);margin:0 0 1.5rem}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button{width:100%;font:inherit;text-align:start;padding:.75rem 1rem;border:1px solid var(--line);border-radius:.75rem;background:var(--bg);color:var(--fg);cursor:pointer}
button:hover{background:var(--hover)}button:focus-visible{outline:2px solid #3b82f6;outline-offset:2px}`

/** The chooser's Content-Security-Policy: nothing loads or runs but its one inline style, by hash. */
export const AUTHORIZE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  // No form-action: Chromium applies it to the redirect to the client's callback too.
  "frame-ancestors 'none'",
].join('; ')

/**
 * The dev issuer's account chooser: a form posting the authorization request back, with one
 * "Sign in as <identity>" button per test identity (real buttons: focusable, Enter and Space
 * submit the one with focus; the first has it), each sending its `identity`. It speaks the first
 * shipped language of the request's `ui_locales` (OpenID Connect's space-separated list, which the
 * secure site sets to the modal's language), else English.
 */
export function renderAuthorizePage(
  params: URLSearchParams,
  identities: readonly string[],
): string {
  const locale = pickSecureLocale((params.get('ui_locales') ?? '').split(' ').slice(0, 8))
  const { pages } = secureMessages(locale)
  const fields = [...params]
    .filter(([name]) => name !== 'identity')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  const buttons = identities
    .map(
      (identity, i) =>
        `<li><button type="submit" name="identity" value="${escapeHtml(identity)}"${i === 0 ? ' autofocus' : ''}>${escapeHtml(fillMessage(pages.chooserButton, { identity }))}</button></li>`,
    )
    .join('')
  return `<!doctype html><html ${htmlLanguage(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(pages.chooserTitle)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(pages.chooserHeading)}</h1><p>${escapeHtml(pages.chooserIntro)}</p><form method="post" action="/authorize">${fields}<ul>${buttons}</ul></form></main></body></html>`
}
