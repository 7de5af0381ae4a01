import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'

const eip155AddressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Returns the EIP-55 checksummed form of a 40-hex-digit address (with `0x`).
 *
 * @example
 * toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
 * // '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
 */
export function toChecksumAddress(address: string): string {
  const hex = address.replace(/^0x/, '').toLowerCase()
  const hash = keccak_256(utf8ToBytes(hex))
  let out = '0x'
  for (let i = 0; i < hex.length; i++) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const char = hex[i] as string
    out += nibble >= 8 ? char.toUpperCase() : char
  }
  return out
}

/**
 * SPEC §5: 'eip155 is 40 hex characters with optional 0x'. With EIP-55 checksum detection:
 * all-lower and all-upper hex are accepted as unchecksummed; mixed case must match the checksum.
 * `0X` is not a valid prefix.
 *
 * @example
 * isEip155Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isEip155Address('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false (bad checksum)
 */
export function isEip155Address(address: string): boolean {
  if (!eip155AddressPattern.test(address)) return false
  const hex = address.replace(/^0x/, '')
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return toChecksumAddress(hex).slice(2) === hex
}
