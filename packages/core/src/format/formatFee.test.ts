import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee'

describe('formatFee', () => {
  it('keeps a short fee as it is, without trailing zeros', () => {
    expect(formatFee('0.00000141')).toBe('0.00000141')
    expect(formatFee('0.000021')).toBe('0.000021')
    expect(formatFee('0.0050')).toBe('0.005')
    expect(formatFee('0')).toBe('0')
    expect(formatFee('2')).toBe('2')
  })

  it('rounds a long fee up to 4 significant digits: a fee is never shown smaller than it is', () => {
    expect(formatFee('0.015612345678')).toBe('0.01562')
    expect(formatFee('0.015610000000')).toBe('0.01561')
    expect(formatFee('0.000123450001')).toBe('0.0001235')
    expect(formatFee('12.34567')).toBe('12.35')
    expect(formatFee('12345.6')).toBe('12346')
  })

  it('carries into the next digit when rounding up', () => {
    expect(formatFee('0.0999999')).toBe('0.1')
    expect(formatFee('9.9999')).toBe('10')
  })

  it('returns what is not a plain decimal unchanged', () => {
    expect(formatFee('1e-7')).toBe('1e-7')
    expect(formatFee('-0.1')).toBe('-0.1')
    expect(formatFee('')).toBe('')
  })
})
