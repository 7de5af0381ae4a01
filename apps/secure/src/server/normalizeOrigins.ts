/**
 * Checks the allow-list of parent origins: each must be an exact http(s) origin (scheme, host,
 * port; no path, no wildcard), returned as the URL parser writes it.
 */
export function normalizeOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    let parsed: URL
    try {
      parsed = new URL(origin)
    } catch {
      throw new TypeError(`Not an origin: ${origin}`)
    }
    const exact = parsed.origin
    if (origin.includes('*') || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      throw new TypeError(`Not an exact http(s) origin: ${origin}`)
    if (origin.replace(/\/$/, '') !== exact) throw new TypeError(`Not an exact origin: ${origin}`)
    return exact
  })
}
