import { describe, expect, it } from 'vitest'
import { toPaymentUri } from './toPaymentUri'

describe('toPaymentUri', () => {
  it('gives a BIP-21 bitcoin: URI for a bip122 address', () => {
    expect(toPaymentUri('bip122', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(
      'bitcoin:bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    )
  })

  it('keeps the bare address where the namespace has no payment scheme', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(toPaymentUri('eip155', address)).toBe(address)
  })
})
