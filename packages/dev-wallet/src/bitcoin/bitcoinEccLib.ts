import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

// bitcoinjs-lib needs a secp256k1 implementation for taproot (x-only keys, tweaks, Schnorr).
initEccLib(ecc)

/** ecpair's key pairs on `@bitcoinerlab/secp256k1` (already handed to bitcoinjs-lib). */
export const ECPair = ECPairFactory(ecc)
