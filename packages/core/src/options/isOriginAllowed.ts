const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' }

type OriginParts = { scheme: string; host: string; port: string }

function splitOrigin(value: string): OriginParts | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/:?#]+)(?::(\d+|\*))?\/?$/i.exec(value.trim())
  if (!match) return undefined
  const scheme = (match[1] ?? '').toLowerCase()
  return {
    scheme,
    host: (match[2] ?? '').toLowerCase(),
    port: match[3] ?? DEFAULT_PORTS[scheme] ?? '',
  }
}

/**
 * SPEC §5 'Allowed origins may contain a wildcard and match by origin': scheme, host and port
 * are compared; `*` in the host stands for one or more labels (`https://*.example.com` matches
 * `https://a.example.com`, not `https://example.com`), a `*` port for any port, and a lone
 * `*` for every origin.
 *
 * @example
 * originMatches('https://*.example.com', 'https://shop.example.com') // true
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern.trim() === '*') return true
  const o = splitOrigin(origin)
  const p = splitOrigin(pattern)
  if (!o || !p || o.scheme !== p.scheme) return false
  if (p.port !== '*' && p.port !== o.port) return false
  if (!p.host.includes('*')) return p.host === o.host
  const parts = p.host.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`).test(o.host)
}

/**
 * SPEC §5 'origin must be on the project's allowed list': whether any pattern of `allowed`
 * matches `origin`.
 */
export function isOriginAllowed(allowed: readonly string[], origin: string): boolean {
  return allowed.some((pattern) => originMatches(pattern, origin))
}
