import type { ReactNode } from 'react'
import { ComponentStyle } from '../styles/ComponentStyle'
import { rootCss } from './rootCss'
import type { ThemeMode } from './themes'
import { getThemeStyle, type ThemeVariables } from './themeVariables'

/** Props of {@link ThemeRoot}. */
export type ThemeRootProps = {
  mode: ThemeMode
  themeVariables?: ThemeVariables
  /** Writing direction; 'rtl' mirrors the layout. */
  dir?: 'ltr' | 'rtl'
  children: ReactNode
}

/**
 * The root every kit component renders under: it resets inheritance from the host page and sets
 * the theme tokens of `mode` plus the `themeVariables` overrides.
 */
export function ThemeRoot({ mode, themeVariables, dir = 'ltr', children }: ThemeRootProps) {
  return (
    <div
      className="ak-root"
      data-theme={mode}
      dir={dir}
      style={getThemeStyle(mode, themeVariables)}
    >
      <ComponentStyle id="root" css={rootCss} />
      {children}
    </div>
  )
}
