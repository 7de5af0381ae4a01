import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * AES-256-GCM sealing of key material at rest: `version ‖ iv ‖ ciphertext ‖ tag`, with a fresh
 * 96-bit IV each time and the row's identity as additional data, so a sealed key moved to another
 * row does not open.
 */
export class KeyCipher {
  readonly #key: Buffer

  constructor(key: Uint8Array) {
    if (key.length !== 32) throw new TypeError('The key encryption key must be 32 bytes')
    this.#key = Buffer.from(key)
  }

  seal(plaintext: Uint8Array, identity: string): Buffer {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv)
    cipher.setAAD(Buffer.from(identity, 'utf8'))
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
    return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.getAuthTag()])
  }

  /** The plaintext; throws when the key, the identity or the bytes do not match. */
  open(sealed: Uint8Array, identity: string): Buffer {
    const bytes = Buffer.from(sealed)
    if (bytes[0] !== VERSION || bytes.length < 1 + IV_BYTES + TAG_BYTES)
      throw new Error('Unknown sealed key format')
    const iv = bytes.subarray(1, 1 + IV_BYTES)
    const tag = bytes.subarray(bytes.length - TAG_BYTES)
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv)
    decipher.setAAD(Buffer.from(identity, 'utf8'))
    decipher.setAuthTag(tag)
    return Buffer.concat([
      decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ])
  }
}
