/**
 * SPEC §5 "Allowed origins may contain a wildcard and match by origin": the pattern and the
 * origin are compared as scheme, host and port; `*` in the host matches one or more labels
 * (`https://*.example.com` matches `https://a.b.example.com`, not `https://example.com`),
 * a `*` port matches any port, and a lone `*` matches every origin.
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === '*') return true
  const o = splitOrigin(origin)
  const p = splitOrigin(pattern)
  if (!o || !p) return false
  if (o.scheme !== p.scheme) return false
  if (p.port !== '*' && p.port !== o.port) return false
  if (!p.host.includes('*')) return p.host === o.host
  const escaped = p.host.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')}$`).test(o.host)
}

const defaultPorts: Record<string, string> = { http: '80', https: '443' }

function splitOrigin(value: string): { scheme: string; host: string; port: string } | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/:?#]+)(?::(\d+|\*))?\/?$/i.exec(value.trim())
  if (!match) return undefined
  const scheme = (match[1] ?? '').toLowerCase()
  return {
    scheme,
    host: (match[2] ?? '').toLowerCase(),
    port: match[3] ?? defaultPorts[scheme] ?? '',
  }
}

/** Whether `origin` is on `allowed` (any pattern matches). */
export function isOriginAllowed(allowed: readonly string[], origin: string): boolean {
  return allowed.some((pattern) => originMatches(pattern, origin))
}
