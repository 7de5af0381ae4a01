import { decodeBase58 } from './decodeBase58'

const pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** True for a Solana address: 32 to 44 base58 characters (SPEC §5) that decode to 32 bytes. */
export function isSolanaAddress(value: string): boolean {
  return pattern.test(value) && decodeBase58(value)?.length === 32
}
