import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { address, crypto as bitcoinCrypto, script } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { bip322Transactions } from './verifyBip322Simple'
import { legacyBitcoinMessageHash } from './verifyLegacyBitcoinMessage'

/** Real secp256k1 key pairs (ecpair over @bitcoinerlab/secp256k1), as a Bitcoin wallet holds them. */
export const ECPair = ECPairFactory(ecc)

function encodeWitness(items: Uint8Array[]): string {
  return base64.encode(
    Uint8Array.from([items.length, ...items.flatMap((item) => [item.length, ...item])]),
  )
}

/** A P2WPKH signer: its address and BIP-322 "simple" signatures (ECDSA, SIGHASH_ALL). */
export function p2wpkhSigner(key: ECPairInterface = ECPair.makeRandom(), prefix = 'bc') {
  const keyHash = bitcoinCrypto.hash160(key.publicKey)
  const outputScript = Uint8Array.of(0x00, 0x14, ...keyHash)
  return {
    address: address.toBech32(keyHash, 0, prefix),
    sign(message: string) {
      const { toSign } = bip322Transactions(message, outputScript)
      const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac)
      const sighash = toSign.hashForWitnessV0(0, scriptCode, 0n, 0x01)
      return encodeWitness([script.signature.encode(key.sign(sighash), 0x01), key.publicKey])
    },
  }
}

/** A P2TR (BIP-86 key path) signer: its address and BIP-322 "simple" Schnorr signatures. */
export function p2trSigner(key: ECPairInterface = ECPair.makeRandom(), prefix = 'bc') {
  const internal = key.publicKey.slice(1, 33)
  const tweak = bitcoinCrypto.taggedHash('TapTweak', internal)
  const outputKey = ecc.xOnlyPointAddTweak(internal, tweak)?.xOnlyPubkey as Uint8Array
  const outputScript = Uint8Array.of(0x51, 0x20, ...outputKey)
  const tweaked = key.tweak(tweak)
  return {
    address: address.toBech32(outputKey, 1, prefix),
    sign(message: string, hashType = 0x00) {
      const { toSign } = bip322Transactions(message, outputScript)
      const sighash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
      const signature = tweaked.signSchnorr(sighash)
      return encodeWitness([hashType === 0 ? signature : Uint8Array.of(...signature, hashType)])
    },
  }
}

/** A P2PKH signer: its address and legacy `signmessage` signatures (compressed key). */
export function p2pkhSigner(key: ECPairInterface = ECPair.makeRandom(), version = 0x00) {
  return {
    address: address.toBase58Check(bitcoinCrypto.hash160(key.publicKey), version),
    sign(message: string) {
      const signature = secp256k1.sign(
        legacyBitcoinMessageHash(message),
        key.privateKey as Uint8Array,
      )
      return base64.encode(Uint8Array.of(31 + signature.recovery, ...signature.toCompactRawBytes()))
    },
  }
}

/**
 * A P2WPKH signer of a wallet that offers ECDSA only: BIP-137 signatures (header 39 + recovery id,
 * or 31 + recovery id as some wallets write for any compressed key).
 */
export function p2wpkhEcdsaSigner(key: ECPairInterface = ECPair.makeRandom(), headerBase = 39) {
  return {
    address: p2wpkhSigner(key).address,
    sign(message: string) {
      const signature = secp256k1.sign(
        legacyBitcoinMessageHash(message),
        key.privateKey as Uint8Array,
      )
      return base64.encode(
        Uint8Array.of(headerBase + signature.recovery, ...signature.toCompactRawBytes()),
      )
    },
  }
}
