import { decodeBase58 } from './decodeBase58'

const pattern = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/** True for a Solana transaction signature: 64 to 88 base58 characters that decode to 64 bytes. */
export function isSolanaSignature(value: string): boolean {
  return pattern.test(value) && decodeBase58(value)?.length === 64
}
