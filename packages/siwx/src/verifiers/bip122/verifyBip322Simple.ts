import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { crypto as bitcoinCrypto, Transaction } from 'bitcoinjs-lib'
import type { DecodedBitcoinAddress } from './decodeBitcoinAddress'

const encoder = new TextEncoder()
const tag = sha256(encoder.encode('BIP0322-signed-message'))

/**
 * The BIP-322 message hash: the BIP-340 tagged hash `sha256(sha256(tag) ‖ sha256(tag) ‖ message)`
 * with the tag 'BIP0322-signed-message'.
 */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(Uint8Array.from([...tag, ...tag, ...encoder.encode(message)]))
}

/** The BIP-322 virtual transactions `to_spend` and `to_sign` for a message and an output script. */
export function bip322Transactions(message: string, outputScript: Uint8Array) {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    Uint8Array.of(0x00, 0x20, ...bip322MessageHash(message)),
  )
  toSpend.addOutput(outputScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)
  return { toSpend, toSign }
}

// The witness stack of a BIP-322 "simple" signature: a count, then length-prefixed items.
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readVarInt = () => {
    const first = bytes[offset++]
    if (first === undefined || first > 0xfc) return undefined // larger items are never needed here
    return first
  }
  const count = readVarInt()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = readVarInt()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.slice(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

function verifyP2wpkh(witness: Uint8Array[], address: DecodedBitcoinAddress, toSign: Transaction) {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
  if (signature.at(-1) !== SIGHASH_ALL) return false
  const keyHash = bitcoinCrypto.hash160(publicKey)
  if (keyHash.some((byte, i) => byte !== address.program[i])) return false
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac)
  const sighash = toSign.hashForWitnessV0(0, scriptCode, 0n, SIGHASH_ALL)
  return secp256k1.verify(signature.slice(0, -1), sighash, publicKey, {
    format: 'der',
    prehash: false,
  })
}

function verifyP2tr(witness: Uint8Array[], address: DecodedBitcoinAddress, toSign: Transaction) {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  let hashType = SIGHASH_DEFAULT
  if (signature.length === 65) {
    hashType = signature[64] as number
    if (hashType !== SIGHASH_ALL) return false
  } else if (signature.length !== 64) {
    return false
  }
  const sighash = toSign.hashForWitnessV1(0, [address.outputScript], [0n], hashType)
  return schnorr.verify(signature.slice(0, 64), sighash, address.program)
}

/**
 * Verifies a BIP-322 "simple" signature (base64 of the witness stack) of `message` by a P2WPKH
 * (ECDSA, SIGHASH_ALL, low S) or P2TR key-path (Schnorr, SIGHASH_DEFAULT or ALL) address: builds
 * `to_spend` and `to_sign` with bitcoinjs-lib, computes the BIP-143 / BIP-341 sighash and checks
 * the signature with @noble/curves. Returns false for anything else, never throws.
 *
 * @example
 * verifyBip322Simple(decodeBitcoinAddress('bc1q…')!, 'Hello World', 'AkcwRAIg…')
 */
export function verifyBip322Simple(
  address: DecodedBitcoinAddress,
  message: string,
  signature: string,
): boolean {
  try {
    const witness = readWitness(base64.decode(signature))
    if (!witness) return false
    const { toSign } = bip322Transactions(message, address.outputScript)
    if (address.kind === 'p2wpkh') return verifyP2wpkh(witness, address, toSign)
    if (address.kind === 'p2tr') return verifyP2tr(witness, address, toSign)
    return false
  } catch {
    return false
  }
}
