import { devBitcoinKeys } from '@appkit/test'
import { expect, it } from 'vitest'
import { bitcoinDevAccounts } from './bitcoinDevAccounts'
import { BITCOIN_DEV_KEYS } from './bitcoinDevKeys'
import { toHex } from './hexBytes'

it("holds @appkit/test's dev Bitcoin keys, with the addresses the regtest devnet funds", () => {
  const derived = devBitcoinKeys()
  expect(BITCOIN_DEV_KEYS).toHaveLength(derived.length)
  BITCOIN_DEV_KEYS.forEach((key, index) => {
    const expected = derived[index]!
    expect(key).toEqual({
      payment: expected.payment.privateKey,
      ordinal: expected.ordinal.privateKey,
    })
    const accounts = bitcoinDevAccounts(key, 'regtest')
    expect(accounts.payment.address).toBe(expected.payment.address)
    expect(toHex(accounts.payment.publicKey)).toBe(expected.payment.publicKey)
    expect(accounts.ordinals.address).toBe(expected.ordinal.address)
    expect(toHex(accounts.ordinals.publicKey)).toBe(expected.ordinal.publicKey.slice(2))
  })
})
