import {
  decodeSignature,
  makeSignDoc,
  pubkeyToAddress,
  type StdSignature,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBech32, toBase64 } from '@cosmjs/encoding'
import { BECH32_LIMIT } from './cosmosDevKeys'

/**
 * Verifies an ADR-036 off-chain signature (Keplr's `signArbitrary`) with cosmjs: the amino
 * `sign/MsgSignData` document (chain id '', account number and sequence 0, zero fee) over `data`
 * for `signer`, hashed with SHA-256 and checked against the signature's secp256k1 public key,
 * which must also be `signer`'s key.
 */
export async function verifyAdr036Signature(
  signer: string,
  data: string | Uint8Array,
  signature: StdSignature,
): Promise<boolean> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  const { prefix } = fromBech32(signer, BECH32_LIMIT)
  if (pubkeyToAddress(signature.pub_key, prefix) !== signer) return false
  const { pubkey, signature: raw } = decodeSignature(signature)
  const doc = makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
  const hash = sha256(serializeSignDoc(doc))
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(raw), hash, pubkey)
}
