import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'

const base58check = createBase58check(sha256)
// P2PKH and P2SH version bytes: mainnet 0x00 / 0x05, testnet and regtest 0x6f / 0xc4.
const base58Versions = new Set([0x00, 0x05, 0x6f, 0xc4])
const segwitPrefixes = new Set(['bc', 'tb', 'bcrt'])

function isBase58Address(address: string): boolean {
  try {
    const payload = base58check.decode(address)
    return payload.length === 21 && base58Versions.has(payload[0] as number)
  } catch {
    return false
  }
}

function decodeSegwit(address: string): { version: number; program: Uint8Array } | undefined {
  const lower = address.toLowerCase()
  // Mixed case is invalid in bech32 (BIP-173).
  if (address !== lower && address !== address.toUpperCase()) return undefined
  for (const coder of [bech32, bech32m]) {
    const decoded = coder.decodeUnsafe(lower, 90)
    if (!decoded || !segwitPrefixes.has(decoded.prefix)) continue
    const [version, ...rest] = decoded.words
    if (version === undefined || version > 16) return undefined
    // BIP-350: version 0 must use bech32, versions 1-16 must use bech32m.
    if ((version === 0) !== (coder === bech32)) return undefined
    const program = coder.fromWordsUnsafe(rest)
    if (!program) return undefined
    return { version, program }
  }
  return undefined
}

/**
 * Checks a Bitcoin address: base58check P2PKH/P2SH, or a segwit address in bech32 (v0, 20 or
 * 32-byte program) or bech32m (v1-v16, 2-40 bytes; v1 taproot 32 bytes).
 *
 * @example
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') // true
 */
export function isBitcoinAddress(address: string): boolean {
  if (isBase58Address(address)) return true
  const segwit = decodeSegwit(address)
  if (!segwit) return false
  const length = segwit.program.length
  if (segwit.version === 0) return length === 20 || length === 32
  if (segwit.version === 1 && length !== 32) return false
  return length >= 2 && length <= 40
}
