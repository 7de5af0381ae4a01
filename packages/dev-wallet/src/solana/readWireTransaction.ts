import { InvalidParamsError } from '../errors/providerErrors'
import { readCompactU16 } from './readCompactU16'

/** A wire transaction's parts the wallet needs to sign it. */
export type WireTransactionParts = {
  /** Where the signatures start (after their count). */
  readonly signaturesOffset: number
  /** How many 64-byte signatures it carries. */
  readonly signatureCount: number
  /** The message: the bytes every signer signs. */
  readonly message: Uint8Array
  /** The signer keys, in signature order (the first `numRequiredSignatures` account keys). */
  readonly signers: readonly Uint8Array[]
  /** 'legacy' or 0. */
  readonly version: 'legacy' | 0
}

/**
 * Splits a serialized (legacy or v0) transaction into its signature slots and its message, and
 * reads the signer keys from the message header.
 */
export function readWireTransaction(bytes: Uint8Array): WireTransactionParts {
  const count = readCompactU16(bytes, 0)
  const signaturesOffset = count.size
  const messageOffset = signaturesOffset + count.value * 64
  const message = bytes.subarray(messageOffset)
  let cursor = 0
  let version: 'legacy' | 0 = 'legacy'
  const first = message[0]
  if (first === undefined) throw new InvalidParamsError('The transaction has no message.')
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new InvalidParamsError('Only legacy and v0 transactions.')
    version = 0
    cursor = 1
  }
  const required = message[cursor]
  if (required === undefined) throw new InvalidParamsError('The transaction is truncated.')
  if (required !== count.value)
    throw new InvalidParamsError('The transaction has the wrong number of signature slots.')
  const keys = readCompactU16(message, cursor + 3)
  cursor += 3 + keys.size
  const signers: Uint8Array[] = []
  for (let index = 0; index < required; index++) {
    const key = message.subarray(cursor + index * 32, cursor + index * 32 + 32)
    if (key.length !== 32) throw new InvalidParamsError('The transaction is truncated.')
    signers.push(key)
  }
  return { signaturesOffset, signatureCount: count.value, message, signers, version }
}
