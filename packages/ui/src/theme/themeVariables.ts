import type { CSSProperties } from 'react'
import { type AccentColors, getAccentColors } from './getAccentColors'
import { type ThemeMode, themes } from './themes'
import { tokens } from './tokens'

/**
 * Host overrides of the theme (SPEC §3 'themeVariables'): font family, accent, colour mix and its
 * strength, font size master, border radius master and z-index. A hex accent also sets the text on
 * it and the accent text and focus colours, so contrast stays at WCAG AA (see getAccentColors).
 */
export type ThemeVariables = {
  '--ak-font-family'?: string
  '--ak-accent'?: string
  '--ak-color-mix'?: string
  /** Percent of `--ak-color-mix` blended into the surfaces, 0 to 100. */
  '--ak-color-mix-strength'?: number
  '--ak-font-size-master'?: string
  '--ak-border-radius-master'?: string
  '--ak-z-index'?: number
}

/**
 * The inline style that puts a theme on a root element: the colours of the mode, then the
 * `themeVariables` overrides (an accent with the colours derived from it for contrast).
 *
 * @example
 * <div style={getThemeStyle('dark', { '--ak-accent': '#ff5a00' })} />
 */
export function getThemeStyle(mode: ThemeMode, variables: ThemeVariables = {}): CSSProperties {
  const theme = themes[mode]
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme))
    style[tokens[name as keyof typeof theme]] = value
  const accent = variables['--ak-accent']
  if (accent) {
    for (const [name, value] of Object.entries(getAccentColors(accent, theme)))
      style[tokens[name as keyof AccentColors]] = value
  }
  const mix = variables['--ak-color-mix']
  const strength = variables['--ak-color-mix-strength'] ?? 0
  if (mix && strength > 0) {
    for (const name of ['colorBackground', 'colorSurface', 'colorSurfaceHover'] as const)
      style[tokens[name]] = `color-mix(in srgb, ${mix} ${strength}%, ${theme[name]})`
  }
  if (variables['--ak-font-family']) style[tokens.fontFamily] = variables['--ak-font-family']
  if (variables['--ak-font-size-master'])
    style[tokens.fontSizeMaster] = variables['--ak-font-size-master']
  if (variables['--ak-border-radius-master'])
    style[tokens.borderRadiusMaster] = variables['--ak-border-radius-master']
  if (variables['--ak-z-index'] !== undefined)
    style[tokens.zIndex] = String(variables['--ak-z-index'])
  return style as CSSProperties
}
