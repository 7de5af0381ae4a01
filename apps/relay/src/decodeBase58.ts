const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Decodes a base58btc string (Bitcoin alphabet) to bytes; throws on a foreign character. */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) throw new Error(`Invalid base58 character "${char}"`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  let leadingZeros = 0
  while (text[leadingZeros] === '1') leadingZeros++
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes])
}
