import { describe, expect, it } from 'vitest'
import { amountWorth } from './amountWorth'

describe('amountWorth', () => {
  it('multiplies the amount by the price exactly and writes it with 2 decimals (SPEC §5)', () => {
    expect(amountWorth('1.5', { price: 2.5, value: 10 })).toBe('3.75')
    expect(amountWorth('0.1', { price: 0.2, value: 1 })).toBe('0.02')
    expect(amountWorth('1000', { price: 3210.5, value: 1 })).toBe('3,210,500.00')
  })

  it('shows nothing without an amount, a price or a fiat value (a testnet token)', () => {
    expect(amountWorth('', { price: 2, value: 1 })).toBeUndefined()
    expect(amountWorth('0', { price: 2, value: 1 })).toBeUndefined()
    expect(amountWorth('1', { price: 0, value: 0 })).toBeUndefined()
    expect(amountWorth('1', { price: 2, value: undefined })).toBeUndefined()
    expect(amountWorth('1', undefined)).toBeUndefined()
  })
})
