import { describe, expect, it } from 'vitest'
import { getShownSocials, SOCIAL_ORDER } from './socialProviders'

describe('the social buttons shown on Connect', () => {
  it("SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'", () => {
    expect(SOCIAL_ORDER).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    // The remote default list (SPEC §9) comes in another order; the buttons keep the spec's.
    expect(
      getShownSocials(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']),
    ).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })

  it("SPEC §5 'Social provider one of google, github, apple, facebook, x, discord': others are not offered, except farcaster (its own flow, SPEC §1 'popup or farcaster flow')", () => {
    expect(getShownSocials(['github', 'myspace', 'farcaster', 'x'])).toEqual([
      'x',
      'farcaster',
      'github',
    ])
  })

  it('shows none when socials are off or empty', () => {
    expect(getShownSocials(false)).toEqual([])
    expect(getShownSocials([])).toEqual([])
  })

  it("SPEC §9 'On Telegram: google removed on iOS, x on Mac, facebook and x on Android'", () => {
    const all = ['google', 'x', 'discord', 'github', 'apple', 'facebook']
    expect(getShownSocials(all, { telegram: true, os: 'ios' })).not.toContain('google')
    expect(getShownSocials(all, { telegram: true, os: 'mac' })).not.toContain('x')
    const android = getShownSocials(all, { telegram: true, os: 'android' })
    expect(android).toEqual(['google', 'discord', 'apple', 'github'])
    // Outside Telegram the same operating systems keep every button.
    expect(getShownSocials(all, { telegram: false, os: 'ios' })).toEqual(getShownSocials(all))
  })
})
