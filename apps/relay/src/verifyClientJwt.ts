import { createPublicKey, verify } from 'node:crypto'
import { decodeDidKey } from './decodeDidKey'
import { ClientAuthError } from './RelayRpcError'

/** The claims of a client's relay auth JWT (`@walletconnect/relay-auth`). */
export interface ClientJwtClaims {
  iss: string
  sub: string
  aud: string
  iat: number
  exp: number
}

function decodeJsonPart(part: string, name: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>
  } catch (cause) {
    throw new ClientAuthError(`${name} is not base64url JSON`, { cause })
  }
  throw new ClientAuthError(`${name} is not a JSON object`)
}

/**
 * Verifies a client's auth JWT: EdDSA header, an Ed25519 signature over `header.payload` by the key
 * of the `iss` did:key, and an `exp` (seconds) not passed at `nowSeconds`. Returns the claims;
 * `iss` is the client id. Throws `ClientAuthError` otherwise.
 */
export function verifyClientJwt(jwt: string, nowSeconds: number): ClientJwtClaims {
  const parts = jwt.split('.')
  if (parts.length !== 3) throw new ClientAuthError('not a JWT of three parts')
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  const header = decodeJsonPart(headerPart, 'header')
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new ClientAuthError('alg is not EdDSA')
  const payload = decodeJsonPart(payloadPart, 'payload')
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new ClientAuthError('iss is missing')
  if (typeof exp !== 'number') throw new ClientAuthError('exp is missing')
  let publicKey: Uint8Array
  try {
    publicKey = decodeDidKey(iss)
  } catch (cause) {
    throw new ClientAuthError('iss is not an Ed25519 did:key', { cause })
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signature = Buffer.from(signaturePart, 'base64url')
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  if (signature.length !== 64 || !verify(null, signed, key, signature)) {
    throw new ClientAuthError('signature does not verify')
  }
  if (exp <= nowSeconds) throw new ClientAuthError('JWT expired')
  return {
    iss,
    sub: typeof sub === 'string' ? sub : '',
    aud: typeof aud === 'string' ? aud : '',
    iat: typeof iat === 'number' ? iat : 0,
    exp,
  }
}
