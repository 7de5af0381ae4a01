import { ThemeRoot } from '@appkit/ui'
import type { ReactNode } from 'react'
import type { AppKit } from '../../client/AppKit'
import { getLocaleDirection } from '../../host/getLocaleDirection'
import { displayLocale } from '../../i18n/displayLocale'
import { toUiThemeVariables } from '../../theme/toUiThemeVariables'
import { useInstanceSnapshot } from '../useInstanceSnapshot'

/** Puts the instance's theme tokens around a page button (a `display: contents` root). */
export function ButtonTheme({ appKit, children }: { appKit: AppKit; children: ReactNode }) {
  const theme = useInstanceSnapshot(appKit, 'theme')
  const { locale } = useInstanceSnapshot(appKit, 'lifecycle')
  return (
    <ThemeRoot
      mode={theme.themeMode === 'dark' ? 'dark' : 'light'}
      themeVariables={toUiThemeVariables(theme.themeVariables)}
      dir={getLocaleDirection(displayLocale(appKit.options.locale, locale))}
    >
      {children}
    </ThemeRoot>
  )
}
