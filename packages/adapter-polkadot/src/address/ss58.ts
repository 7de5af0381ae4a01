import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'
import { InvalidPolkadotAddressError } from '../errors/polkadotErrors'

const context = new TextEncoder().encode('SS58PRE')
const checksumOf = (body: Uint8Array) =>
  blake2b(new Uint8Array([...context, ...body]), { dkLen: 64 }).subarray(0, 2)

/** The prefix bytes of SS58 format `format` (0–16383): one byte below 64, two from 64 on. */
function prefixBytes(format: number): number[] {
  if (format < 64) return [format]
  return [((format & 0b1111_1100) >> 2) | 0b0100_0000, (format >> 8) | ((format & 0b11) << 6)]
}

/**
 * Decodes an SS58 address to its account id (32-byte sr25519/ed25519 key, 33-byte ecdsa key) and
 * its format, checking the blake2b checksum; throws InvalidPolkadotAddressError otherwise.
 */
export function decodeSs58(address: string): { accountId: Uint8Array; format: number } {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch (cause) {
    throw new InvalidPolkadotAddressError(address, { cause })
  }
  const first = bytes[0] ?? 255
  if (first >= 128) throw new InvalidPolkadotAddressError(address)
  const prefixLength = first < 64 ? 1 : 2
  const accountId = bytes.subarray(prefixLength, bytes.length - 2)
  if (accountId.length !== 32 && accountId.length !== 33)
    throw new InvalidPolkadotAddressError(address)
  const checksum = checksumOf(bytes.subarray(0, bytes.length - 2))
  if (checksum[0] !== bytes[bytes.length - 2] || checksum[1] !== bytes[bytes.length - 1])
    throw new InvalidPolkadotAddressError(address)
  const second = bytes[1] ?? 0
  const format =
    prefixLength === 1
      ? first
      : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  return { accountId: new Uint8Array(accountId), format }
}

/** Encodes an account id (32 or 33 bytes) as an SS58 address of format `format`. */
export function encodeSs58(accountId: Uint8Array, format: number): string {
  const body = new Uint8Array([...prefixBytes(format), ...accountId])
  return base58.encode(new Uint8Array([...body, ...checksumOf(body)]))
}

/** The same account as an address of SS58 format `format` (what the network shows). */
export function toSs58Format(address: string, format: number): string {
  return encodeSs58(decodeSs58(address).accountId, format)
}
