import { describe, expect, it } from 'vitest'
import { getPairingExpiry, getPairingRefreshDelay, isPairingExpired } from './pairingExpiry'

const shownAt = 1_700_000_000_000

describe('pairing expiry', () => {
  it('SPEC §5 "A pairing is expired when under 10 s remain"', () => {
    const expiresAt = shownAt + 60_000
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 9_999)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 1)).toBe(true)
  })

  it('SPEC §9 "pairing lifetime 4 minutes", shortened by the URI\'s own expiryTimestamp', () => {
    expect(getPairingExpiry('wc:abc@2?relay-protocol=irn&symKey=00', shownAt)).toBe(
      shownAt + 240_000,
    )
    const early = `wc:abc@2?expiryTimestamp=${(shownAt + 100_000) / 1000}&symKey=00`
    expect(getPairingExpiry(early, shownAt)).toBe(shownAt + 100_000)
    const late = `wc:abc@2?expiryTimestamp=${(shownAt + 300_000) / 1000}`
    expect(getPairingExpiry(late, shownAt)).toBe(shownAt + 240_000)
    expect(getPairingExpiry('wc:abc@2?expiryTimestamp=soon', shownAt)).toBe(shownAt + 240_000)
    expect(getPairingExpiry('wc:abc@2', shownAt)).toBe(shownAt + 240_000)
  })

  it('refreshes 10 s before the expiry, at once when already expired', () => {
    expect(getPairingRefreshDelay(shownAt + 240_000, shownAt)).toBe(230_000)
    expect(getPairingRefreshDelay(shownAt + 5_000, shownAt)).toBe(0)
  })
})
