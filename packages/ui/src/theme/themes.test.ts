import { describe, expect, test } from 'vitest'
import { getContrastRatio, InvalidHexColorError } from './getContrastRatio'
import { darkTheme, layoutDefaults, lightTheme, themes } from './themes'
import type { ColorTokenName } from './tokens'

// Text (or icon) colour on the surface it sits on. AA: 4.5:1 for text.
const textPairs: [ColorTokenName, ColorTokenName][] = [
  ['colorText', 'colorBackground'],
  ['colorText', 'colorSurface'],
  ['colorText', 'colorSurfaceHover'],
  ['colorTextMuted', 'colorBackground'],
  ['colorTextMuted', 'colorSurface'],
  ['colorTextMuted', 'colorSurfaceHover'],
  ['colorOnAccent', 'colorAccent'],
  ['colorAccentText', 'colorBackground'],
  ['colorAccentText', 'colorSurface'],
  ['colorSuccess', 'colorBackground'],
  ['colorSuccess', 'colorSurface'],
  ['colorError', 'colorBackground'],
  ['colorError', 'colorSurface'],
  ['colorWarning', 'colorBackground'],
  ['colorWarning', 'colorSurface'],
]
// Non-text: the focus ring against the background needs 3:1 (WCAG 1.4.11).
const uiPairs: [ColorTokenName, ColorTokenName][] = [
  ['colorFocus', 'colorBackground'],
  ['colorFocus', 'colorSurface'],
  ['colorAccent', 'colorBackground'],
]

describe('getContrastRatio', () => {
  test('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(getContrastRatio('#fff', '#000')).toBeCloseTo(21, 5)
    expect(getContrastRatio('#777777', '#777777')).toBe(1)
  })

  test('matches the WCAG reference value for #767676 on white (4.54:1)', () => {
    expect(getContrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  test('rejects a colour that is not hex', () => {
    expect(() => getContrastRatio('red', '#fff')).toThrow(InvalidHexColorError)
  })
})

describe.each(Object.entries(themes))('the %s theme', (_mode, theme) => {
  test.each(textPairs)(
    '"light and dark themes with WCAG AA contrast": %s on %s is at least 4.5:1',
    (fg, bg) => {
      expect(getContrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(4.5)
    },
  )

  test.each(uiPairs)('%s against %s is at least 3:1 (non-text contrast)', (fg, bg) => {
    expect(getContrastRatio(theme[fg], theme[bg])).toBeGreaterThanOrEqual(3)
  })
})

test('the two themes define the same tokens and differ', () => {
  expect(Object.keys(darkTheme).sort()).toEqual(Object.keys(lightTheme).sort())
  expect(darkTheme.colorBackground).not.toBe(lightTheme.colorBackground)
})

test('"Modal width 360px, default z-index 999" and the animation durations 120/150/150 ms', () => {
  expect(layoutDefaults.modalWidth).toBe('360px')
  expect(layoutDefaults.zIndex).toBe('999')
  expect(layoutDefaults.durationHeaderText).toBe('120ms')
  expect(layoutDefaults.durationHeight).toBe('150ms')
  expect(layoutDefaults.durationViewTransition).toBe('150ms')
  expect(layoutDefaults.durationShake).toBe('500ms')
})
