import { encodeIss, generateKeyPair } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from './decodeBase58'
import { decodeDidKey } from './decodeDidKey'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  return text
}

describe('decodeDidKey', () => {
  it('reads back the public key @walletconnect/relay-auth encoded', () => {
    for (let round = 0; round < 20; round++) {
      const { publicKey } = generateKeyPair()
      expect(decodeDidKey(encodeIss(publicKey))).toEqual(publicKey)
    }
  })

  it('decodes base58 leading zeros and refuses foreign characters', () => {
    expect(decodeBase58('1112')).toEqual(Uint8Array.from([0, 0, 0, 1]))
    expect(() => decodeBase58('0OIl')).toThrow('Invalid base58 character "0"')
  })

  it('refuses a did:key of another key type', () => {
    const secp256k1Key = Uint8Array.from([0xe7, 0x01, ...new Array<number>(33).fill(7)])
    expect(() => decodeDidKey(`did:key:z${encodeBase58(secp256k1Key)}`)).toThrow(
      'Issuer key is not Ed25519',
    )
    expect(() => decodeDidKey('did:web:example.com')).toThrow('not a base58btc did:key')
  })
})
