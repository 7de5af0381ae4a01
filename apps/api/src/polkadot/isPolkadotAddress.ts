import { decodeAddress } from '@polkadot/util-crypto'

/** True when `address` is an SS58 address (any network format) whose checksum holds. */
export function isPolkadotAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(address)) return false
  try {
    decodeAddress(address)
    return true
  } catch {
    return false
  }
}
