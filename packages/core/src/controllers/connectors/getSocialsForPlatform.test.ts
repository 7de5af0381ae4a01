import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../../constants/featureConstants'
import { getSocialsForPlatform } from './getSocialsForPlatform'

describe('socials per platform', () => {
  it('SPEC §9 "On Telegram: google removed on iOS, x on Mac, facebook and x on Android"', () => {
    const all = [...DEFAULT_SOCIALS]
    expect(getSocialsForPlatform(all, { telegram: false, os: 'ios' })).toEqual(all)
    expect(getSocialsForPlatform(all, { telegram: true, os: 'ios' })).not.toContain('google')
    expect(getSocialsForPlatform(all, { telegram: true, os: 'mac' })).toEqual(
      all.filter((s) => s !== 'x'),
    )
    expect(getSocialsForPlatform(all, { telegram: true, os: 'android' })).toEqual(
      all.filter((s) => s !== 'x' && s !== 'facebook'),
    )
    expect(getSocialsForPlatform(all, { telegram: true, os: 'other' })).toEqual(all)
  })

  it('SPEC §9 "Default social list: google, x, farcaster, discord, apple, github, facebook"', () => {
    expect(DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })
})
