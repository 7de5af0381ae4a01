import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { getContrastRatio } from './getContrastRatio'
import { rootCss } from './rootCss'
import { ThemeRoot } from './ThemeRoot'
import { darkTheme, lightTheme } from './themes'
import { getThemeStyle } from './themeVariables'
import { tokens } from './tokens'

test('each mode sets every colour token to its theme value', () => {
  const dark = getThemeStyle('dark') as Record<string, string>
  const light = getThemeStyle('light') as Record<string, string>
  expect(dark[tokens.colorBackground]).toBe(darkTheme.colorBackground)
  expect(light[tokens.colorText]).toBe(lightTheme.colorText)
  expect(Object.keys(dark)).toHaveLength(Object.keys(darkTheme).length)
})

test('themeVariables override font family, accent, font size, radius and z-index', () => {
  const style = getThemeStyle('light', {
    '--ak-font-family': 'Inter, sans-serif',
    '--ak-accent': '#ff5a00',
    '--ak-font-size-master': '9px',
    '--ak-border-radius-master': '2px',
    '--ak-z-index': 5000,
  }) as Record<string, string>
  expect(style[tokens.fontFamily]).toBe('Inter, sans-serif')
  expect(style[tokens.colorAccent]).toBe('#ff5a00')
  expect(style[tokens.fontSizeMaster]).toBe('9px')
  expect(style[tokens.borderRadiusMaster]).toBe('2px')
  expect(style[tokens.zIndex]).toBe('5000')
})

test('"themeVariables accent": text on the accent and accent text follow it at 4.5:1 or more', () => {
  for (const [mode, accent] of [
    ['light', '#ffff00'],
    ['dark', '#ffff00'],
    ['light', '#1a1a6e'],
    ['dark', '#1a1a6e'],
  ] as const) {
    const style = getThemeStyle(mode, { '--ak-accent': accent }) as Record<string, string>
    const theme = mode === 'light' ? lightTheme : darkTheme
    const onAccent = style[tokens.colorOnAccent] as string
    const accentText = style[tokens.colorAccentText] as string
    expect(getContrastRatio(onAccent, accent)).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(accentText, theme.colorBackground)).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(accentText, theme.colorSurface)).toBeGreaterThanOrEqual(4.5)
  }
  const light = getThemeStyle('light', { '--ak-accent': '#ffff00' }) as Record<string, string>
  expect(light[tokens.colorOnAccent]).toBe('#000000')
  const dark = getThemeStyle('light', { '--ak-accent': '#1a1a6e' }) as Record<string, string>
  expect(dark[tokens.colorOnAccent]).toBe('#ffffff')
})

test('a colour mix blends into the surfaces by its strength, and strength 0 leaves them', () => {
  const mixed = getThemeStyle('dark', {
    '--ak-color-mix': '#00bb7f',
    '--ak-color-mix-strength': 20,
  }) as Record<string, string>
  expect(mixed[tokens.colorSurface]).toBe(
    `color-mix(in srgb, #00bb7f 20%, ${darkTheme.colorSurface})`,
  )
  const none = getThemeStyle('dark', { '--ak-color-mix': '#00bb7f' }) as Record<string, string>
  expect(none[tokens.colorSurface]).toBe(darkTheme.colorSurface)
})

test('ThemeRoot puts the mode, the direction and the token values on its element', () => {
  const { container } = render(
    <ThemeRoot mode="dark" dir="rtl" themeVariables={{ '--ak-z-index': 42 }}>
      <p>child</p>
    </ThemeRoot>,
  )
  const root = container.querySelector('.ak-root') as HTMLElement
  expect(root.dataset.theme).toBe('dark')
  expect(root.getAttribute('dir')).toBe('rtl')
  expect(root.style.getPropertyValue('--ak-z-index')).toBe('42')
  expect(root.style.getPropertyValue('--ak-color-bg')).toBe(darkTheme.colorBackground)
})

test('"prefers-reduced-motion honoured": under reduce every duration token becomes 0ms', () => {
  const block = rootCss.slice(rootCss.indexOf('@media (prefers-reduced-motion: reduce)'))
  expect(block).toContain('--ak-duration-header-text:0ms')
  expect(block).toContain('--ak-duration-height:0ms')
  expect(block).toContain('--ak-duration-view-transition:0ms')
  expect(block).toContain('--ak-duration-shake:0ms')
  expect(rootCss).toContain('all:initial')
})
