import { getBase58Decoder, getBase58Encoder, type ReadonlyUint8Array } from '@solana/kit'

const decoder = getBase58Decoder()
const encoder = getBase58Encoder()

/** Base58 text of `bytes` (addresses, signatures, blockhashes). */
export function toBase58(bytes: ReadonlyUint8Array): string {
  return decoder.decode(bytes)
}

/** The bytes of base58 `text`; throws on a character outside the alphabet. */
export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(encoder.encode(text))
}
