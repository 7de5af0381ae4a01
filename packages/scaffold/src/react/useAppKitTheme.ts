import type { AppKit, AppKitTheme } from '../client/AppKit'
import type { AppKitThemeVariables } from '../theme/toUiThemeVariables'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What {@link useAppKitTheme} returns. */
export type UseAppKitThemeReturnType = AppKitTheme &
  Pick<AppKit, 'setThemeMode' | 'setThemeVariables'>

/**
 * The theme (themeMode, themeVariables) and its setters.
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitInstance()
  const theme = useInstanceSnapshot(appKit, 'theme')
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables as AppKitThemeVariables,
    setThemeMode: appKit.setThemeMode,
    setThemeVariables: appKit.setThemeVariables,
  }
}
