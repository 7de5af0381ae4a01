import { createHash, randomBytes } from 'node:crypto'

/** Base64url (no padding) of bytes or UTF-8 text. */
export function base64url(value: Uint8Array | string): string {
  return Buffer.from(value).toString('base64url')
}

/** A random base64url string of `bytes` random bytes (codes, state, nonce, PKCE verifier). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}
