import { describe, expect, it } from 'vitest'
import { getDefaultFeatures } from '../../options/features'
import { getWalletFeatures } from './getWalletFeatures'

describe('wallet features', () => {
  it('SPEC §9 "Wallet feature order: onramp, swaps, receive, send"', () => {
    expect(getWalletFeatures(getDefaultFeatures())).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(getWalletFeatures({ ...getDefaultFeatures(), swaps: false, onramp: [] })).toEqual([
      'receive',
      'send',
    ])
  })
})
