import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { type Hex, hexToBytes } from 'viem'

/** The embedded wallet's Solana key: its ed25519 public key (base58 address) and a signer. */
export type SolanaKey = {
  /** The base58 address (the 32-byte ed25519 public key). */
  address: string
  publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `bytes`. */
  sign: (bytes: Uint8Array) => Uint8Array
}

/** HKDF's info string: binds the derived seed to this one use. */
export const SOLANA_KEY_INFO = 'appkit-secure solana ed25519 seed v1'

// PKCS#8 wrapping of a raw 32-byte ed25519 seed (RFC 8410), so node:crypto can load it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** The ed25519 seed of a user: HKDF-SHA256 of the wallet's secret key, for Solana only. */
export function deriveSolanaSeed(privateKey: Hex): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', hexToBytes(privateKey), new Uint8Array(), SOLANA_KEY_INFO, 32),
  )
}

/**
 * The user's Solana key, derived from the same secret the wallet store keeps for the EVM key
 * (HKDF-SHA256 with a Solana-only info string, so neither key reveals the other and existing
 * wallet files gain a Solana account without a new field). Signs with node:crypto's ed25519.
 */
export function solanaKeyOf(privateKey: Hex): SolanaKey {
  const seed = deriveSolanaSeed(privateKey)
  const secret: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(secret).export({ format: 'der', type: 'spki' })
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32))
  return {
    address: base58.encode(publicKey),
    publicKey,
    sign: (bytes) => new Uint8Array(sign(null, bytes, secret)),
  }
}
