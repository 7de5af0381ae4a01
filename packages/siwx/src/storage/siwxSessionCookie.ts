import { createCookieBackend } from '@appkit/core'
import { createStorage, STORAGE_KEY_PREFIX } from '@appkit/core/adapter'
import { SIWX_SESSION_REFS_KEY, type SiwxSessionRef, siwxSessionRefsSchema } from './SiwxSessionRef'

/** Options of the session cookie helpers. */
export type SiwxSessionCookieOptions = {
  /** The scope given to createSiwxApiStorage, if any. */
  storageScope?: string | undefined
  /** Cookie path; default '/'. */
  path?: string | undefined
  /** Cookie lifetime in seconds; default one year (the sessions themselves expire on the server). */
  maxAgeSeconds?: number | undefined
}

function refsStorage(
  options: SiwxSessionCookieOptions,
  read: () => string,
  write: (cookie: string) => void,
) {
  const { storageScope, path, maxAgeSeconds } = options
  return createStorage<Record<string, SiwxSessionRef[]>>({
    backend: createCookieBackend({ read, write, path, maxAgeSeconds }),
    prefix: storageScope ? `${STORAGE_KEY_PREFIX}${storageScope}.` : STORAGE_KEY_PREFIX,
    schemaFor: (key) => (key === SIWX_SESSION_REFS_KEY ? siwxSessionRefsSchema : undefined),
  })
}

/**
 * The server sessions named by a request's Cookie header, as createSiwxApiStorage writes them
 * with a cookie backend (`@appkit-wallet/siwx_server_sessions`). Anything else, malformed or of
 * another shape reads as none. Read them on the server with
 * `createSiwxApiStorage({ apiUrl, backend: createCookieBackend({ read: () => header }) }).getAll()`,
 * which asks apps/api whether each is still live.
 *
 * @example
 * parseSiwxSessionCookie(request.headers.cookie ?? '') // [{ id, chainId, accountAddress }]
 */
export function parseSiwxSessionCookie(
  cookieHeader: string,
  options: SiwxSessionCookieOptions = {},
): SiwxSessionRef[] {
  return (
    refsStorage(
      options,
      () => cookieHeader,
      () => {},
    ).get(SIWX_SESSION_REFS_KEY) ?? []
  )
}

/**
 * The Set-Cookie value that stores `refs` where createSiwxApiStorage and parseSiwxSessionCookie
 * read them (an empty list clears the cookie), for a server that signs a visitor in itself.
 *
 * @example
 * response.setHeader('set-cookie', serializeSiwxSessionCookie([{ id, chainId, accountAddress }]))
 */
export function serializeSiwxSessionCookie(
  refs: readonly SiwxSessionRef[],
  options: SiwxSessionCookieOptions = {},
): string {
  let cookie = ''
  const storage = refsStorage(
    options,
    () => '',
    (written) => {
      cookie = written
    },
  )
  if (refs.length === 0) storage.remove(SIWX_SESSION_REFS_KEY)
  else storage.set(SIWX_SESSION_REFS_KEY, [...refs])
  return cookie
}
