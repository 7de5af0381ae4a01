import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateNonce } from './generateNonce'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('generateNonce', () => {
  it('draws 10,000 distinct nonces matching ^[A-Za-z0-9]{8,}$ from crypto.getRandomValues, never Math.random (HOSTILE §A)', () => {
    const getRandomValues = vi.spyOn(globalThis.crypto, 'getRandomValues')
    const random = vi.spyOn(Math, 'random')
    const nonces = Array.from({ length: 10_000 }, () => generateNonce())
    expect(nonces.every((nonce) => /^[A-Za-z0-9]{8,}$/.test(nonce))).toBe(true)
    expect(new Set(nonces).size).toBe(10_000)
    expect(getRandomValues).toHaveBeenCalled()
    expect(random).not.toHaveBeenCalled()
  })

  it('is 16 characters (about 95 bits) by default and refuses fewer than 11 (64 bits)', () => {
    expect(generateNonce()).toHaveLength(16)
    expect(generateNonce({ length: 11 })).toHaveLength(11)
    expect(() => generateNonce({ length: 10 })).toThrow(RangeError)
    expect(() => generateNonce({ length: 8 })).toThrow(/64 bits/)
  })

  it('drops bytes of 248 and above, so every letter is equally likely', () => {
    // An injected source: 248..255 are skipped; the rest map modulo 62 (0 and 62 to 'A', 61, 123 and 247 to '9').
    const bytes = [255, 248, 0, 61, 62, 123, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    const nonce = generateNonce({
      length: 11,
      getRandomValues: (array) => {
        for (let i = 0; i < array.length; i++) array[i] = bytes.shift() ?? 0
        return array
      },
    })
    expect(nonce).toBe('A9A99BCDEFG')
  })
})
