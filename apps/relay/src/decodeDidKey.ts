import { decodeBase58 } from './decodeBase58'

const ed25519Multicodec = [0xed, 0x01]

/** Reads the raw 32-byte Ed25519 public key out of a `did:key:z…` identifier. */
export function decodeDidKey(did: string): Uint8Array {
  const prefix = 'did:key:z'
  if (!did.startsWith(prefix)) throw new Error('Issuer is not a base58btc did:key')
  const bytes = decodeBase58(did.slice(prefix.length))
  if (bytes[0] !== ed25519Multicodec[0] || bytes[1] !== ed25519Multicodec[1]) {
    throw new Error('Issuer key is not Ed25519')
  }
  const publicKey = bytes.slice(2)
  if (publicKey.length !== 32) throw new Error('Issuer key is not 32 bytes long')
  return publicKey
}
