import { InvalidParamsError } from '../errors/providerErrors'

/** Reads Solana's compact-u16 (1 to 3 bytes, 7 bits each) at `offset`: its value and size. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new InvalidParamsError('The transaction is truncated.')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new InvalidParamsError('The transaction has a malformed length.')
}
