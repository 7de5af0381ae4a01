import { blake2b } from '@noble/hashes/blake2'
import { base58 } from '@scure/base'

const ss58Context = new TextEncoder().encode('SS58PRE')
// Account ids: 32-byte sr25519/ed25519 keys or 33-byte compressed ecdsa keys.
const accountIdLengths = new Set([32, 33])

/**
 * Checks an SS58 address (Polkadot and Substrate chains): base58, a 1- or 2-byte network
 * prefix, a 32- or 33-byte account id and a 2-byte blake2b-512 checksum over
 * 'SS58PRE' || prefix || account id.
 *
 * @example
 * isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // true
 */
export function isPolkadotAddress(address: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return false
  }
  const first = bytes[0]
  if (first === undefined || first >= 128) return false
  const prefixLength = first < 64 ? 1 : 2
  const accountLength = bytes.length - prefixLength - 2
  if (!accountIdLengths.has(accountLength)) return false
  const body = bytes.subarray(0, bytes.length - 2)
  const checksum = blake2b(new Uint8Array([...ss58Context, ...body]), { dkLen: 64 })
  return checksum[0] === bytes[bytes.length - 2] && checksum[1] === bytes[bytes.length - 1]
}
