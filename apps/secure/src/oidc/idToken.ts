import { createPublicKey, type JsonWebKey, type KeyObject, sign, verify } from 'node:crypto'
import { base64url } from './base64url'
import { OidcError } from './OidcError'

/** The id_token claims the secure site reads. */
export type IdTokenClaims = {
  iss: string
  aud: string
  sub: string
  email?: string
  /** The provider's username (OpenID Connect's standard claim), shown as the display name. */
  preferred_username?: string
  nonce: string
  iat: number
  exp: number
}

/** A public signing key as the issuer's JWKS lists it. */
export type PublicJwk = JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig' }

/** Signs `claims` as a compact ES256 JWT with `privateKey` (P-256) under key id `kid`. */
export function signIdToken(claims: IdTokenClaims, privateKey: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }))
  const payload = base64url(JSON.stringify(claims))
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  })
  return `${header}.${payload}.${base64url(signature)}`
}

/** What a verified id_token must match. */
export type IdTokenExpectations = {
  keys: readonly PublicJwk[]
  issuer: string
  audience: string
  nonce: string
  /** Seconds since the epoch. */
  now: number
}

function decode(part: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>
  } catch {}
  throw new OidcError('Malformed id_token')
}

/**
 * Verifies a compact ES256 id_token: its signature by a key of `keys` (matched by `kid`; no
 * other algorithm is accepted), then issuer, audience, nonce and expiry. Returns its claims;
 * throws {@link OidcError} saying which check failed.
 */
export function verifyIdToken(token: string, expected: IdTokenExpectations): IdTokenClaims {
  const [header, payload, signature, extra] = token.split('.')
  if (!header || !payload || !signature || extra !== undefined)
    throw new OidcError('Malformed id_token')
  const head = decode(header)
  if (head.alg !== 'ES256') throw new OidcError('Unexpected id_token algorithm')
  const jwk = expected.keys.find((key) => key.kid === head.kid)
  if (!jwk) throw new OidcError('Unknown id_token key')
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) throw new OidcError('Invalid id_token signature')
  const claims = decode(payload)
  if (claims.iss !== expected.issuer) throw new OidcError('Wrong id_token issuer')
  if (claims.aud !== expected.audience) throw new OidcError('Wrong id_token audience')
  if (claims.nonce !== expected.nonce) throw new OidcError('Wrong id_token nonce')
  if (typeof claims.exp !== 'number' || claims.exp <= expected.now)
    throw new OidcError('Expired id_token')
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw new OidcError('No id_token subject')
  return claims as IdTokenClaims
}
