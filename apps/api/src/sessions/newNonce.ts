import { randomBytes } from 'node:crypto'

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** The largest multiple of 62 under 256: bytes at or above it are dropped, so no letter is favoured. */
const unbiasedLimit = 248

/**
 * A server-issued SIWX nonce: `length` (16) alphanumerics drawn without bias from the OS CSPRNG
 * (`crypto.randomBytes`), about 95 bits; never `Math.random`.
 */
export function newNonce(length = 16): string {
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < unbiasedLimit && nonce.length < length) nonce += alphabet[byte % alphabet.length]
    }
  }
  return nonce
}
