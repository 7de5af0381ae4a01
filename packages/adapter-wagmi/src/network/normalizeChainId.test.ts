import { describe, expect, it } from 'vitest'
import { normalizeChainId } from './normalizeChainId'

describe('normalizeChainId (HOSTILE §B: chainChanged MUST be a hex string)', () => {
  it('1 (a number) and "0x01" normalise to hex 0x1; "0x89" stays', () => {
    expect(normalizeChainId(1)).toBe('0x1')
    expect(normalizeChainId('0x01')).toBe('0x1')
    expect(normalizeChainId('0x89')).toBe('0x89')
    expect(normalizeChainId('0X89')).toBeUndefined()
  })

  it('"0xZZ", "", "137", 0, -1, 1.5, NaN, null and objects are invalid', () => {
    for (const value of ['0xZZ', '', '137', '0x', '0x0', 0, -1, 1.5, Number.NaN, null, {}, [1]])
      expect(normalizeChainId(value), String(value)).toBeUndefined()
  })
})
