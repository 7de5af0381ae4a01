import { createHash } from 'node:crypto'
import type { ExplorerTransaction } from './ExplorerPage'
import { explorerMessage as m } from './explorerMessages'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const style = `:root{color-scheme:light dark;--fg:#111;--bg:#fff;--muted:#555;--line:#ddd}
@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#151515;--muted:#aaa;--line:#333}}
body{font:16px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:var(--fg);background:var(--bg)}
p{color:var(--muted)}p[role=alert]{color:var(--fg)}
table{border-collapse:collapse;margin:1rem 0;width:100%}
th,td{text-align:left;padding:.4rem 1rem .4rem 0;vertical-align:top;border-bottom:1px solid var(--line)}
td{word-break:break-all;font-family:ui-monospace,monospace}td.amount{white-space:nowrap;word-break:normal}`

/**
 * The pages' Content-Security-Policy: nothing may load or run (no script at all, no fetch, no
 * frame, no form), only the one inline style, by its hash; no other site may frame the page.
 */
export const EXPLORER_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`
}

/** The page of one transaction: its id, its facts and its balance changes; every value escaped. */
export function renderTransactionPage(tx: ExplorerTransaction): string {
  const row = ([label, value]: readonly [string, string]) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
  const changes =
    tx.changes.length === 0
      ? `<p>${escapeHtml(m('noChanges'))}</p>`
      : `<table><thead><tr><th scope="col">${escapeHtml(m('account'))}</th><th scope="col">${escapeHtml(
          m('asset'),
        )}</th><th scope="col">${escapeHtml(m('change'))}</th></tr></thead><tbody>
${tx.changes
  .map(
    (change) =>
      `<tr><td>${escapeHtml(change.account)}</td><td>${escapeHtml(change.asset)}</td><td class="amount">${escapeHtml(change.change)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`
  return page(
    m('title'),
    `<p>${escapeHtml(m('notice'))}</p>
<table><tbody>
${row([tx.idLabel, tx.id])}
${tx.rows.map(row).join('\n')}
</tbody></table>
<h2>${escapeHtml(m('changes'))}</h2>
${changes}`,
  )
}

/** The page of a request the explorer cannot answer (bad input, unknown transaction, no node). */
export function renderExplorerErrorPage(message: string): string {
  return page(m('errorTitle'), `<p role="alert">${escapeHtml(message)}</p>`)
}
