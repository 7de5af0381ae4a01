import { describe, expect, test } from 'vitest'
import { getAccentColors } from './getAccentColors'
import { getContrastRatio } from './getContrastRatio'
import { themes } from './themes'

// A light accent, a dark one, and a mid-tone brand colour that fails 4.5:1 against both black-ish
// and white-ish text defaults of the themes.
const accents = ['#ffff00', '#1a1a6e', '#ff5a00', '#00bb7f', '#777777', '#fff', '#000']

describe.each(Object.entries(themes))('a host accent on the %s theme', (_mode, theme) => {
  test.each(accents)(
    '"light and dark themes with WCAG AA contrast" hold with accent %s',
    (accent) => {
      const colors = getAccentColors(accent, theme)
      expect(colors.colorAccent).toBe(accent)
      expect(getContrastRatio(colors.colorOnAccent, accent)).toBeGreaterThanOrEqual(4.5)
      for (const background of [theme.colorBackground, theme.colorSurface]) {
        expect(getContrastRatio(colors.colorAccentText, background)).toBeGreaterThanOrEqual(4.5)
        expect(getContrastRatio(colors.colorFocus, background)).toBeGreaterThanOrEqual(3)
      }
    },
  )

  test('every colour of a 4096-colour grid keeps text on it and accent text at 4.5:1', () => {
    const failures: string[] = []
    for (let i = 0; i < 4096; i++) {
      const accent = `#${[i >> 8, (i >> 4) & 15, i & 15].map((d) => d.toString(16)).join('')}`
      const colors = getAccentColors(accent, theme)
      const ratios = [
        getContrastRatio(colors.colorOnAccent, accent),
        getContrastRatio(colors.colorAccentText, theme.colorBackground),
        getContrastRatio(colors.colorAccentText, theme.colorSurface),
      ]
      if (Math.min(...ratios) < 4.5) failures.push(accent)
    }
    expect(failures).toEqual([])
  })
})

test('text on a light accent (#ffff00) is black, on a dark accent (#1a1a6e) white', () => {
  expect(getAccentColors('#ffff00', themes.light).colorOnAccent).toBe('#000000')
  expect(getAccentColors('#1a1a6e', themes.dark).colorOnAccent).toBe('#ffffff')
})

test('an accent that already reads well is kept as accent text and focus ring', () => {
  const colors = getAccentColors('#1a1a6e', themes.light)
  expect(colors.colorAccentText).toBe('#1a1a6e')
  expect(colors.colorFocus).toBe('#1a1a6e')
})

test('a light accent on the light theme is darkened for text and the focus ring', () => {
  const colors = getAccentColors('#ffff00', themes.light)
  expect(colors.colorAccentText).not.toBe('#ffff00')
  expect(colors.colorFocus).toBe(colors.colorAccentText)
})

test('an accent that is not hex sets only the accent; the rest stays the theme’s', () => {
  expect(getAccentColors('rebeccapurple', themes.dark)).toEqual({
    colorAccent: 'rebeccapurple',
    colorOnAccent: themes.dark.colorOnAccent,
    colorAccentText: themes.dark.colorAccentText,
    colorFocus: themes.dark.colorFocus,
  })
})
