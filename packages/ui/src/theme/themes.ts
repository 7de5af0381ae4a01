import {
  type ColorTheme,
  type FontSizeTokenName,
  type RadiusTokenName,
  type SpacingTokenName,
  type TokenName,
  tokens,
} from './tokens'

/** Theme mode (SPEC §3: 'Theme: themeMode (light or dark)'). */
export type ThemeMode = 'light' | 'dark'

/** The light colour theme; every text pair meets WCAG AA (checked in themes.test.ts). */
export const lightTheme: ColorTheme = {
  colorBackground: '#ffffff',
  colorSurface: '#f1f3f5',
  colorSurfaceHover: '#e4e7eb',
  colorText: '#14171c',
  colorTextMuted: '#4d5561',
  colorBorder: '#c9ced6',
  colorAccent: '#1f54d6',
  colorOnAccent: '#ffffff',
  colorAccentText: '#1a4bc4',
  colorFocus: '#1f54d6',
  colorSuccess: '#0d7a4f',
  colorError: '#b42318',
  colorWarning: '#8a5300',
  colorOverlay: 'rgba(20, 23, 28, 0.45)',
}

/** The dark colour theme; every text pair meets WCAG AA (checked in themes.test.ts). */
export const darkTheme: ColorTheme = {
  colorBackground: '#17191e',
  colorSurface: '#23262d',
  colorSurfaceHover: '#2e323a',
  colorText: '#f2f4f7',
  colorTextMuted: '#a9b0bc',
  colorBorder: '#3d424c',
  colorAccent: '#7aa7ff',
  colorOnAccent: '#0b1220',
  colorAccentText: '#8fb5ff',
  colorFocus: '#8fb5ff',
  colorSuccess: '#4fd69c',
  colorError: '#ff8a80',
  colorWarning: '#f5c26b',
  colorOverlay: 'rgba(0, 0, 0, 0.6)',
}

/** The themes by mode. */
export const themes: Readonly<Record<ThemeMode, ColorTheme>> = {
  light: lightTheme,
  dark: darkTheme,
}

/** The spacing scale: every gap, padding and margin of the kit is one of these steps. */
export const spacingScale: Readonly<Record<SpacingTokenName, string>> = {
  spacing3xs: '2px',
  spacing2xs: '4px',
  spacingXs: '6px',
  spacingS: '8px',
  spacingM: '10px',
  spacingL: '12px',
  spacingXl: '14px',
  spacing2xl: '16px',
}

/** How many times the font size master each step of the font-size scale is (body text: 1.4). */
export const fontSizeFactors: Readonly<Record<FontSizeTokenName, number>> = {
  fontSizeXs: 1.1,
  fontSizeS: 1.2,
  fontSizeM: 1.4,
  fontSizeL: 1.6,
  fontSizeXl: 2,
  fontSize2xl: 2.4,
}

/** How many times the border radius master each step of the radius scale is. */
export const radiusFactors: Readonly<Record<Exclude<RadiusTokenName, 'radiusFull'>, number>> = {
  radiusXs: 1.5,
  radiusS: 2,
  radiusM: 3,
  radiusL: 4,
  radiusXl: 6,
  radius2xl: 8,
}

function scaled<K extends string>(
  master: string,
  factors: Readonly<Record<K, number>>,
): Record<K, string> {
  const values = {} as Record<K, string>
  for (const [name, factor] of Object.entries(factors) as [K, number][])
    values[name] = `calc(var(${master}) * ${factor})`
  return values
}

/**
 * The values of the non-colour tokens (SPEC §9: modal width 360px, default z-index 999;
 * animations: header text 120, height 150, view transition 150 ms; modal shake 500 ms). The font
 * size and radius steps are `calc()` of their master, so a `themeVariables` master moves them all.
 */
export const layoutDefaults: Readonly<Record<Exclude<TokenName, `color${string}`>, string>> = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeMaster: '10px',
  ...scaled(tokens.fontSizeMaster, fontSizeFactors),
  borderRadiusMaster: '4px',
  ...scaled(tokens.borderRadiusMaster, radiusFactors),
  radiusFull: '999px',
  ...spacingScale,
  zIndex: '999',
  modalWidth: '360px',
  durationHeaderText: '120ms',
  durationHeight: '150ms',
  durationViewTransition: '150ms',
  durationShake: '500ms',
}
