import { proxy } from 'valtio'
import { THEME_MODES } from '../../constants/networkConstants'

/** Theme mode (SPEC §5: light or dark). */
export type ThemeMode = (typeof THEME_MODES)[number]

function isThemeMode(mode: unknown): mode is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(mode)
}

/** Theme state: mode and CSS variables. */
export type ThemeState = { themeMode: ThemeMode; themeVariables: Record<string, string | number> }

/** Creates the theme state (defaults to light). */
export function createTheme(initial: Partial<ThemeState> = {}): ThemeState {
  return proxy<ThemeState>({
    themeMode: initial.themeMode ?? 'light',
    themeVariables: { ...initial.themeVariables },
  })
}

/** Sets the theme mode; anything other than light or dark is refused. */
export function setThemeMode(theme: ThemeState, mode: string): void {
  if (!isThemeMode(mode)) throw new TypeError(`Invalid theme mode: ${mode}`)
  theme.themeMode = mode
}

/** Merges theme variables. */
export function setThemeVariables(
  theme: ThemeState,
  variables: Record<string, string | number>,
): void {
  theme.themeVariables = { ...theme.themeVariables, ...variables }
}
