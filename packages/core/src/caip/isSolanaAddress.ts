import { base58 } from '@scure/base'

const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * SPEC §5: 'solana is 32 to 44 base58 characters'; the characters must also decode to a
 * 32-byte public key.
 *
 * @example
 * isSolanaAddress('So11111111111111111111111111111111111111112') // true
 */
export function isSolanaAddress(address: string): boolean {
  if (!solanaAddressPattern.test(address)) return false
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}
