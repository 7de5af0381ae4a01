import { describe, expect, it } from 'vitest'
import { OtpStore } from './OtpStore'

describe('one-time codes', () => {
  it('issues 6 digits that verify once, for the e-mail in any case', () => {
    const store = new OtpStore()
    const code = store.issue('Ada@Example.com')
    expect(code).toMatch(/^\d{6}$/)
    expect(() => store.verify('ada@example.com', code)).not.toThrow()
    expect(() => store.verify('ada@example.com', code)).toThrow('No code was sent to this e-mail')
  })

  it('a wrong code is refused, and after 5 wrong guesses the right one is void', () => {
    const store = new OtpStore()
    const code = store.issue('a@b.co')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 4; i++) expect(() => store.verify('a@b.co', wrong)).toThrow('Invalid code')
    expect(() => store.verify('a@b.co', '12')).toThrow('Invalid code')
    expect(() => store.verify('a@b.co', code)).toThrow('No code was sent to this e-mail')
  })

  it('a code expires after its time to live', () => {
    let now = 0
    const store = new OtpStore({ now: () => now, ttlMs: 60_000 })
    const code = store.issue('a@b.co')
    now = 60_000
    expect(() => store.verify('a@b.co', code)).toThrow('Code expired')
  })

  it('SPEC §5 "A new login e-mail may not be triggered within 30 s of the last: \'Please try again after {n} seconds\' (n remaining, rounded up)"', () => {
    let now = 1_000
    const store = new OtpStore({ now: () => now })
    store.issue('a@b.co')
    now += 10_500
    expect(() => store.issue('A@B.CO')).toThrow('Please try again after 20 seconds')
    expect(() => store.issue('other@b.co')).not.toThrow()
    now += 19_500
    expect(() => store.issue('a@b.co')).not.toThrow()
    store.cancel('a@b.co')
    expect(() => store.issue('a@b.co')).not.toThrow()
  })

  it("a code belongs to the client that asked: another client's guesses or code never touch it", () => {
    let now = 0
    const store = new OtpStore({ now: () => now })
    const mine = store.issue('a@b.co', 'visitor')
    for (let i = 0; i < 5; i++)
      expect(() => store.verify('a@b.co', mine, 'stranger')).toThrow(
        'No code was sent to this e-mail',
      )
    now += 30_000
    const theirs = store.issue('a@b.co', 'stranger')
    expect(store.issuedAt('a@b.co', 'visitor')).toBe(0)
    expect(() => store.verify('a@b.co', theirs === mine ? '-' : theirs, 'visitor')).toThrow()
    expect(() => store.verify('a@b.co', mine, 'visitor')).not.toThrow()
  })
})
