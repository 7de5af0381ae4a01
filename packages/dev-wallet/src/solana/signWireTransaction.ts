import { ed25519 } from '@noble/curves/ed25519'
import { UnauthorizedError } from '../errors/providerErrors'
import { readWireTransaction } from './readWireTransaction'

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Signs a serialized transaction with the ed25519 key `seed`: writes the signature into the slot
 * of the key's public key and keeps every other slot as it was (a partial signature). Throws
 * UnauthorizedError when the key is not one of the transaction's signers. With `forge`, the
 * signature's first byte is flipped: a forged signature, which a chain must refuse (a test of
 * what a broken or hostile wallet does).
 */
export function signWireTransaction(
  transaction: Uint8Array,
  seed: Uint8Array,
  { forge = false }: { forge?: boolean } = {},
): Uint8Array {
  const parts = readWireTransaction(transaction)
  const publicKey = ed25519.getPublicKey(seed)
  const slot = parts.signers.findIndex((signer) => sameBytes(signer, publicKey))
  if (slot < 0) throw new UnauthorizedError('The account is not a signer of this transaction.')
  const signed = transaction.slice()
  const signature = ed25519.sign(parts.message, seed)
  if (forge) signature[0] = (signature[0] ?? 0) ^ 0xff
  signed.set(signature, parts.signaturesOffset + slot * 64)
  return signed
}
