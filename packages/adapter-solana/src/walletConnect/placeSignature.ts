import { SolanaWalletConnectError } from '../errors/SolanaWalletConnectError'

// A compact-u16 (Solana's short vector length): 7 bits a byte, low bits first.
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset + size] ?? 0
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new SolanaWalletConnectError('The transaction cannot take the signature', {
    details: 'Malformed transaction length',
  })
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Puts `signature` (64 bytes) in the signature slot of `signer` in a serialized transaction
 * (legacy or versioned): the slot index is the signer's position among the message's first
 * `numRequiredSignatures` account keys. For wallets that answer `solana_signTransaction` with
 * the signature only.
 */
export function placeSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const signatures = readCompactU16(wire, 0)
  let offset = signatures.size + 64 * signatures.value
  const signaturesStart = signatures.size
  // A versioned message starts with 0x80 | version.
  if (((wire[offset] ?? 0) & 0x80) !== 0) offset += 1
  const required = wire[offset] ?? 0
  offset += 3
  const keys = readCompactU16(wire, offset)
  offset += keys.size
  for (let index = 0; index < Math.min(required, keys.value); index += 1) {
    const key = wire.subarray(offset + 32 * index, offset + 32 * (index + 1))
    if (!equal(key, signer)) continue
    const signed = wire.slice()
    signed.set(signature, signaturesStart + 64 * index)
    return signed
  }
  throw new SolanaWalletConnectError('The transaction cannot take the signature', {
    details: 'The signer is not a required signer of the transaction',
  })
}
