import { describe, expect, it } from 'vitest'
import { newNonce } from './newNonce'

describe('newNonce', () => {
  it('HOSTILE "10,000 generated nonces all match ^[A-Za-z0-9]{8,}$ with no duplicates"', () => {
    const nonces = Array.from({ length: 10_000 }, () => newNonce())
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(new Set(nonces).size).toBe(10_000)
  })

  it('uses every letter of the alphabet (no truncated alphabet)', () => {
    const seen = new Set(Array.from({ length: 2_000 }, () => newNonce()).join(''))
    expect(seen.size).toBe(62)
  })
})
