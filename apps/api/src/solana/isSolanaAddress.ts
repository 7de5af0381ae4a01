const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const pattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The bytes of a base58 string (Bitcoin's alphabet), or undefined when a character is not in it. */
function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** True for a Solana address: 32 to 44 base58 characters (SPEC §5) that decode to 32 bytes. */
export function isSolanaAddress(value: string): boolean {
  return pattern.test(value) && decodeBase58(value)?.length === 32
}
