const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * The dev issuer's sign-in page: a form posting the authorization request back with one
 * "Sign in as <dev user>" button (a real button: focusable, Enter and Space submit it). The
 * page is the stand-in provider's, not the modal's, so its English text is not in the catalogue.
 */
export function renderAuthorizePage(params: URLSearchParams, user: string): string {
  const fields = [...params]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev sign-in</title></head><body><main><h1>Dev sign-in</h1><form method="post" action="/authorize">${fields}<button type="submit" autofocus>Sign in as ${escapeHtml(user)}</button></form></main></body></html>`
}
