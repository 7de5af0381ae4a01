import { networks, payments, toXOnly } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { ECPair } from './bitcoinEcc'
import { deriveBip32PrivateKey, mnemonicToSeed } from './deriveBip32PrivateKey'
import { DEV_BITCOIN_KEY_COUNT, devBitcoinKeys, devBitcoinMiner } from './devBitcoinKeys'

// The test vectors of BIP-84 and BIP-86 (mainnet, coin type 0).
const abandon = `${'abandon '.repeat(11)}about`

describe('BIP-32 derivation of the dev Bitcoin keys', () => {
  it("matches BIP-84's first receive address (m/84'/0'/0'/0/0)", () => {
    const key = deriveBip32PrivateKey(mnemonicToSeed(abandon), "m/84'/0'/0'/0/0")
    const pair = ECPair.fromPrivateKey(key, { network: networks.bitcoin })
    expect(pair.toWIF()).toBe('KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d')
    expect(payments.p2wpkh({ pubkey: pair.publicKey }).address).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    )
  })

  it("matches BIP-86's first receive address (m/86'/0'/0'/0/0)", () => {
    const key = deriveBip32PrivateKey(mnemonicToSeed(abandon), "m/86'/0'/0'/0/0")
    const internalPubkey = toXOnly(ECPair.fromPrivateKey(key).publicKey)
    expect(Buffer.from(internalPubkey).toString('hex')).toBe(
      'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115',
    )
    expect(payments.p2tr({ internalPubkey }).address).toBe(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    )
  })

  it('refuses a path that is not BIP-32', () => {
    const seed = mnemonicToSeed(abandon)
    expect(() => deriveBip32PrivateKey(seed, "84'/0'")).toThrow('A BIP-32 path starts with m')
    expect(() => deriveBip32PrivateKey(seed, 'm/x')).toThrow('Not a BIP-32 path step: x')
  })

  it('gives ten dev keys with regtest payment (bcrt1q) and ordinal (bcrt1p) addresses', () => {
    const keys = devBitcoinKeys()
    expect(keys).toHaveLength(DEV_BITCOIN_KEY_COUNT)
    expect(keys[0]).toMatchObject({
      payment: { path: "m/84'/1'/0'/0/0", address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw' },
      ordinal: {
        path: "m/86'/1'/0'/0/0",
        address: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
      },
    })
    const addresses = keys.flatMap((key) => [key.payment.address, key.ordinal.address])
    expect(new Set([...addresses, devBitcoinMiner().address]).size).toBe(2 * keys.length + 1)
    for (const key of keys) {
      expect(key.payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(key.ordinal.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    }
  })
})
