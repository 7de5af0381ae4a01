const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The dev issuer's account chooser: a form posting the authorization request back, with one
 * "Sign in as <identity>" button per test identity (real buttons: focusable, Enter and Space
 * submit the one with focus; the first has it), each sending its `identity`. The page is the
 * stand-in provider's, not the modal's, so its English text is not in the catalogue.
 */
export function renderAuthorizePage(
  params: URLSearchParams,
  identities: readonly string[],
): string {
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
        `<li><button type="submit" name="identity" value="${escapeHtml(identity)}"${i === 0 ? ' autofocus' : ''}>Sign in as ${escapeHtml(identity)}</button></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev sign-in</title></head><body><main><h1>Choose an account</h1><form method="post" action="/authorize">${fields}<ul>${buttons}</ul></form></main></body></html>`
}
