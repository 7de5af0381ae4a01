import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { crypto as bitcoinCrypto } from 'bitcoinjs-lib'
import type { DecodedBitcoinAddress } from './decodeBitcoinAddress'

const encoder = new TextEncoder()
const prefix = encoder.encode('\u0018Bitcoin Signed Message:\n')

function varInt(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(
    0xfe,
    length & 0xff,
    (length >> 8) & 0xff,
    (length >> 16) & 0xff,
    length >>> 24,
  )
}

/** The hash a legacy (`signmessage`) signature signs: sha256d of the prefixed, length-prefixed message. */
export function legacyBitcoinMessageHash(message: string): Uint8Array {
  const bytes = encoder.encode(message)
  return bitcoinCrypto.hash256(Uint8Array.from([...prefix, ...varInt(bytes.length), ...bytes]))
}

/**
 * Verifies a legacy Bitcoin message signature (base64 of a header byte and r ‖ s, as
 * `signmessage` writes): by a P2PKH address (header 27-34), or by a P2WPKH address as wallets
 * that sign messages with ECDSA only do (BIP-137: header 39-42, or 31-34 for a compressed key).
 * Recovers the public key with @noble/curves and compares its hash160 with the address's.
 * Returns false for anything else, never throws.
 *
 * @example
 * verifyLegacyBitcoinMessage(decodeBitcoinAddress('1…')!, 'Hello World', 'IOW2xi+e…')
 */
export function verifyLegacyBitcoinMessage(
  address: DecodedBitcoinAddress,
  message: string,
  signature: string,
): boolean {
  try {
    if (address.kind !== 'p2pkh' && address.kind !== 'p2wpkh') return false
    const bytes = base64.decode(signature)
    const header = bytes[0]
    if (bytes.length !== 65 || header === undefined) return false
    const valid =
      address.kind === 'p2pkh'
        ? header >= 27 && header <= 34
        : (header >= 31 && header <= 34) || (header >= 39 && header <= 42)
    if (!valid) return false
    const compressed = header >= 31
    const recovery = (header - 27) & 3
    const publicKey = secp256k1.Signature.fromCompact(bytes.slice(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(legacyBitcoinMessageHash(message))
      .toRawBytes(compressed)
    const keyHash = bitcoinCrypto.hash160(publicKey)
    return keyHash.every((byte, i) => byte === address.program[i])
  } catch {
    return false
  }
}
