const dataImage = /^data:image\/[a-z0-9.+-]+(;[a-z0-9=.+-]+)*,/i

/**
 * True when an EIP-6963 icon may be rendered: only `data:image/*` URIs (never `https:`,
 * `javascript:` or `data:text/html`), so showing it makes no request and runs no script.
 */
export function isSafeIconUri(icon: unknown): icon is string {
  return typeof icon === 'string' && icon.length < 1_000_000 && dataImage.test(icon)
}
