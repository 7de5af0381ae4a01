import { WalletRpcError } from '../rpc/WalletRpcError'

/** A serialized Solana transaction split into its signature slots and its message. */
export type SolanaWire = {
  /** The signature slots (64 bytes each), in the order of the message's signer keys. */
  signatures: Uint8Array[]
  /** The signed bytes. */
  message: Uint8Array
  /** The message's first `signatures.length` account keys: who signs each slot. */
  signers: Uint8Array[]
}

function readCompactU16(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i]
    if (byte === undefined) throw new WalletRpcError('Invalid transaction', -32602)
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, at + i + 1]
  }
  throw new WalletRpcError('Invalid transaction', -32602)
}

/**
 * Reads a wire transaction (legacy or v0): the compact-u16 count of signatures, the signatures,
 * then the message, whose header gives the number of required signatures and whose account keys
 * name the signers. A transaction whose signature count does not match its header is refused.
 */
export function readSolanaWire(wire: Uint8Array): SolanaWire {
  const [count, afterCount] = readCompactU16(wire, 0)
  const messageAt = afterCount + count * 64
  if (count === 0 || messageAt > wire.length)
    throw new WalletRpcError('Invalid transaction', -32602)
  const signatures = Array.from({ length: count }, (_, i) =>
    wire.slice(afterCount + i * 64, afterCount + (i + 1) * 64),
  )
  const message = wire.slice(messageAt)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const headerAt = versioned ? 1 : 0
  const required = message[headerAt]
  if (required !== count) throw new WalletRpcError('Invalid transaction', -32602)
  const [keyCount, keysAt] = readCompactU16(message, headerAt + 3)
  if (keyCount < count || keysAt + keyCount * 32 > message.length)
    throw new WalletRpcError('Invalid transaction', -32602)
  const signers = Array.from({ length: count }, (_, i) =>
    message.slice(keysAt + i * 32, keysAt + (i + 1) * 32),
  )
  return { signatures, message, signers }
}

/** The wire form of `parsed` again, with its (possibly updated) signatures. */
export function writeSolanaWire(wire: Uint8Array, parsed: SolanaWire): Uint8Array {
  const [, afterCount] = readCompactU16(wire, 0)
  const out = wire.slice()
  parsed.signatures.forEach((signature, i) => {
    out.set(signature, afterCount + i * 64)
  })
  return out
}
