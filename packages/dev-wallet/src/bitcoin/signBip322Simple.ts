import { crypto, payments, type Signer, script, Transaction } from 'bitcoinjs-lib'

const encoder = new TextEncoder()

// BIP-340's tagged hash with BIP-322's tag: sha256(sha256(tag) ‖ sha256(tag) ‖ message).
function messageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(encoder.encode('BIP0322-signed-message'))
  return crypto.sha256(Uint8Array.of(...tag, ...tag, ...message))
}

function varInt(value: number): number[] {
  if (value > 0xfc) throw new RangeError('Witness item too long')
  return [value]
}

/** Serializes a witness stack: its item count, then each item with its length. */
export function serializeWitness(items: readonly Uint8Array[]): Uint8Array {
  return Uint8Array.from([
    ...varInt(items.length),
    ...items.flatMap((item) => [...varInt(item.length), ...item]),
  ])
}

/**
 * Signs `message` with BIP-322's "simple" scheme for a P2WPKH (ECDSA, SIGHASH_ALL) or P2TR
 * key-path (Schnorr, SIGHASH_DEFAULT) account: builds the virtual `to_spend` and `to_sign`
 * transactions over `outputScript` and returns the witness stack of `to_sign`'s input, serialized.
 * `signer` is the account's key (for P2TR: the key tweaked by BIP-341's TapTweak).
 */
export function signBip322Simple(parameters: {
  message: Uint8Array | string
  outputScript: Uint8Array
  signer: Signer
  kind: 'p2wpkh' | 'p2tr'
}): Uint8Array {
  const { outputScript, signer, kind } = parameters
  const message =
    typeof parameters.message === 'string' ? encoder.encode(parameters.message) : parameters.message
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    Uint8Array.of(0x00, 0x20, ...messageHash(message)),
  )
  toSpend.addOutput(outputScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)

  if (kind === 'p2tr') {
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], Transaction.SIGHASH_DEFAULT)
    if (!signer.signSchnorr) throw new TypeError('This key cannot sign with Schnorr')
    return serializeWitness([signer.signSchnorr(hash)])
  }
  const scriptCode = payments.p2pkh({ pubkey: signer.publicKey }).output
  if (!scriptCode) throw new TypeError('No P2PKH script for this key')
  const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const signature = script.signature.encode(signer.sign(hash), Transaction.SIGHASH_ALL)
  return serializeWitness([signature, signer.publicKey])
}
