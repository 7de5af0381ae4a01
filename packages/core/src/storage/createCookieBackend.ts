import type { StorageBackend } from './StorageBackend'

/** Parameters of {@link createCookieBackend}. */
export type CreateCookieBackendParameters = {
  /** Returns the Cookie header / `document.cookie` string. */
  read?: (() => string) | undefined
  /** Receives one Set-Cookie string per change (on the server, append it to the response). */
  write?: ((cookie: string) => void) | undefined
  /** Cookie path; defaults to '/'. */
  path?: string | undefined
  /** Lifetime of written cookies in seconds; defaults to one year. */
  maxAgeSeconds?: number | undefined
  /** Largest encoded cookie accepted; bigger writes throw QuotaExceededError. Default 4096. */
  maxCookieBytes?: number | undefined
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    try {
      cookies.set(
        decodeURIComponent(part.slice(0, index).trim()),
        decodeURIComponent(part.slice(index + 1).trim()),
      )
    } catch {
      // A cookie that is not ours (or not URI-encoded) is skipped.
    }
  }
  return cookies
}

function quotaExceeded(): Error {
  const error = new Error('Cookie is larger than the allowed size')
  error.name = 'QuotaExceededError'
  return error
}

/**
 * A backend over cookies, so the server can render with the same state as the browser (SSR).
 * In the browser the defaults read and write `document.cookie`; on the server pass `read` (the
 * request's Cookie header) and `write` (collects Set-Cookie values).
 *
 * @example
 * createCookieBackend({ read: () => request.headers.cookie ?? '', write: (c) => setCookies.push(c) })
 */
export function createCookieBackend(
  parameters: CreateCookieBackendParameters = {},
): StorageBackend {
  const {
    read = () => globalThis.document.cookie,
    write = (cookie: string) => {
      // biome-ignore lint/suspicious/noDocumentCookie: backends are synchronous; the Cookie Store API is async and not in every browser
      globalThis.document.cookie = cookie
    },
    path = '/',
    maxAgeSeconds = 31_536_000,
    maxCookieBytes = 4_096,
  } = parameters
  // Writes made through this backend are visible at once, also where `read` is a fixed header.
  const written = new Map<string, string | null>()
  const current = () => {
    const cookies = parseCookies(read())
    for (const [key, value] of written) {
      if (value === null) cookies.delete(key)
      else cookies.set(key, value)
    }
    return cookies
  }
  const attributes = (maxAge: number) => `; Path=${path}; Max-Age=${maxAge}; SameSite=Lax`
  return {
    getItem: (key) => current().get(key) ?? null,
    setItem(key, value) {
      const cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      if (cookie.length > maxCookieBytes) throw quotaExceeded()
      write(cookie + attributes(maxAgeSeconds))
      written.set(key, value)
    },
    removeItem(key) {
      write(`${encodeURIComponent(key)}=${attributes(0)}`)
      written.set(key, null)
    },
    keys: () => [...current().keys()],
  }
}
