import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

// bitcoinjs-lib needs a secp256k1 implementation for taproot (x-only points, Schnorr).
initEccLib(ecc)

/** secp256k1 (`@bitcoinerlab/secp256k1`, noble underneath), already handed to bitcoinjs-lib. */
export { ecc }

/** ecpair's key pairs on that secp256k1: `ECPair.fromPrivateKey(key)`. */
export const ECPair = ECPairFactory(ecc)
