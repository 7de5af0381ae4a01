import { describe, expect, test } from 'vitest'
import { getContrastRatio, InvalidHexColorError } from './getContrastRatio'
import { rootCss } from './rootCss'
import {
  darkTheme,
  fontSizeFactors,
  layoutDefaults,
  lightTheme,
  radiusFactors,
  spacingScale,
  themes,
} from './themes'
import { type ColorTokenName, type TokenName, tokens } from './tokens'

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

/** The px a `calc(var(--master) * f)` step has when the master is `masterPx`. */
function resolveStep(value: string, master: string, masterPx: number): number {
  const match = /^calc\(var\((--[a-z-]+)\) \* ([\d.]+)\)$/.exec(value)
  if (!match) throw new Error(`not a step of a master: ${value}`)
  expect(match[1]).toBe(master)
  return Math.round(masterPx * Number(match[2]) * 100) / 100
}

test('"a typed token contract (spacing, radius, typography)": every token is one distinct --ak- property', () => {
  const names = Object.values(tokens)
  expect(new Set(names).size).toBe(names.length)
  for (const name of names) expect(name).toMatch(/^--ak-[a-z0-9-]+$/)
  for (const name of Object.keys(spacingScale))
    expect(tokens[name as TokenName]).toMatch(/^--ak-spacing-/)
})

test('the spacing scale is px on a 2 px grid, growing step by step from 2 to 16 px', () => {
  const px = Object.values(spacingScale).map((value) => {
    expect(value).toMatch(/^\d+px$/)
    return Number.parseInt(value, 10)
  })
  expect(px).toEqual([...px].sort((a, b) => a - b))
  expect(new Set(px).size).toBe(px.length)
  for (const value of px) expect(value % 2).toBe(0)
  expect([px[0], px.at(-1)]).toEqual([2, 16])
})

test('"font size master": the font-size steps are multiples of it, body text 14 px at the 10 px default', () => {
  const master = tokens.fontSizeMaster
  const steps = Object.keys(fontSizeFactors).map((name) =>
    resolveStep(layoutDefaults[name as keyof typeof fontSizeFactors], master, 10),
  )
  expect(steps).toEqual([11, 12, 14, 16, 20, 24])
  expect(resolveStep(layoutDefaults.fontSizeM, master, 12)).toBe(16.8)
  expect(rootCss).toContain(`font-size:var(${tokens.fontSizeM})`)
})

test('"border radius master": the radius steps are multiples of it, and the pill stays round', () => {
  const master = tokens.borderRadiusMaster
  const steps = Object.keys(radiusFactors).map((name) =>
    resolveStep(layoutDefaults[name as keyof typeof radiusFactors], master, 4),
  )
  expect(steps).toEqual([6, 8, 12, 16, 24, 32])
  expect(resolveStep(layoutDefaults.radiusL, master, 1)).toBe(4)
  expect(layoutDefaults.radiusFull).toBe('999px')
})

test('the root styles give every non-colour token its default value', () => {
  for (const [name, value] of Object.entries(layoutDefaults))
    expect(rootCss).toContain(`${tokens[name as TokenName]}:${value};`)
})
