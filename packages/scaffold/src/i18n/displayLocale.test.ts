import { describe, expect, it } from 'vitest'
import { displayLocale } from './displayLocale'

describe('displayLocale', () => {
  it("follows the modal's chosen language when the dapp gives no locale", () => {
    expect(displayLocale(undefined, 'fr')).toBe('fr')
    expect(displayLocale('', 'ar')).toBe('ar')
  })

  it("keeps the dapp's valid tag, region included, in canonical form", () => {
    expect(displayLocale('de-ch', 'de')).toBe('de-CH')
    expect(displayLocale('he', 'en')).toBe('he')
  })

  it('ignores a malformed tag that Intl would throw on', () => {
    for (const bad of ['not a locale', '<b>', 'en_US', '--'])
      expect(displayLocale(bad, 'es')).toBe('es')
    // What the modal formats with never throws.
    expect(() => new Intl.RelativeTimeFormat(displayLocale('not a locale', 'es'))).not.toThrow()
  })
})
