import { bech32 } from '@scure/base'

/**
 * Checks a Cosmos SDK address: bech32 with a non-empty human-readable prefix (e.g. `cosmos`,
 * `osmo`) and a 20- or 32-byte payload. When `prefix` is given, the address must use it.
 *
 * @example
 * isCosmosAddress('cosmos1...') // true for a valid bech32 account address
 */
export function isCosmosAddress(address: string, prefix?: string): boolean {
  const lower = address.toLowerCase()
  // Mixed case is invalid in bech32 (BIP-173).
  if (address !== lower && address !== address.toUpperCase()) return false
  const decoded = bech32.decodeUnsafe(lower, 90)
  if (!decoded || decoded.prefix.length === 0) return false
  if (prefix !== undefined && decoded.prefix !== prefix) return false
  const bytes = bech32.fromWordsUnsafe(decoded.words)
  return bytes !== undefined && (bytes.length === 20 || bytes.length === 32)
}
