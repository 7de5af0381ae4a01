import { secp256k1 } from '@noble/curves/secp256k1'
import { crypto } from 'bitcoinjs-lib'

const encoder = new TextEncoder()

/** Bitcoin's varint of a length (1, 3 or 5 bytes; messages here stay far below 2^32). */
function varint(length: number): number[] {
  if (length < 0xfd) return [length]
  if (length <= 0xffff) return [0xfd, length & 0xff, length >> 8]
  return [0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24]
}

/** The hash a `signmessage` (ECDSA) signature signs: sha256d of the prefixed, length-prefixed message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = encoder.encode('\u0018Bitcoin Signed Message:\n')
  const body = encoder.encode(message)
  return crypto.hash256(Uint8Array.from([...prefix, ...varint(body.length), ...body]))
}

/**
 * Signs `message` as wallets that offer ECDSA only do (BIP-137): 65 bytes, a header byte then
 * r ‖ s (low S). The header is 39 + recovery id for a P2WPKH address (BIP-137's segwit range),
 * 31 + recovery id for a P2PKH one (compressed key).
 */
export function signBip137Message(
  message: string,
  privateKey: Uint8Array,
  kind: 'p2wpkh' | 'p2pkh',
): Uint8Array {
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey)
  const header = (kind === 'p2wpkh' ? 39 : 31) + signature.recovery
  return Uint8Array.of(header, ...signature.toCompactRawBytes())
}
