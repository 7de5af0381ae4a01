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

  it("SPEC §9 'Restricted timezones: several China-region ones including Hong Kong and Macau' leave out the on-ramp", () => {
    for (const timeZone of ['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Shanghai']) {
      expect(getWalletFeatures(getDefaultFeatures(), { timeZone })).toEqual([
        'swaps',
        'receive',
        'send',
      ])
    }
    expect(getWalletFeatures(getDefaultFeatures(), { timeZone: 'Europe/Berlin' })).toContain(
      'onramp',
    )
    expect(getWalletFeatures(getDefaultFeatures(), {})).toContain('onramp')
  })
})
