import type { ColorTheme, TokenName } from './tokens'

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

/**
 * The values of the non-colour tokens (SPEC §9: modal width 360px, default z-index 999;
 * animations: header text 120, height 150, view transition 150 ms; modal shake 500 ms).
 */
export const layoutDefaults: Readonly<Record<Exclude<TokenName, `color${string}`>, string>> = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: '999',
  modalWidth: '360px',
  durationHeaderText: '120ms',
  durationHeight: '150ms',
  durationViewTransition: '150ms',
  durationShake: '500ms',
}
