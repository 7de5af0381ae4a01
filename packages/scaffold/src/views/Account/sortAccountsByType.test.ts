import { describe, expect, it } from 'vitest'
import { sortAccountsByType } from './sortAccountsByType'

describe('sortAccountsByType', () => {
  it("SPEC §9 'Default account types: bitcoin payment': the payment account first, the others in the wallet's order", () => {
    const accounts = [
      { address: 'bcrt1p-ordinal', type: 'ordinal' },
      { address: 'bcrt1q-payment', type: 'payment' },
    ]
    expect(sortAccountsByType('bip122', accounts).map((account) => account.type)).toEqual([
      'payment',
      'ordinal',
    ])
    expect(sortAccountsByType('solana', accounts)).toEqual(accounts)
  })
})
