import { type ReactNode, useState } from 'react'
import { ComponentStyle } from '../styles/ComponentStyle'
import { createStyleScope, StyleScopeContext } from '../styles/styleScope'
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
 * the theme tokens of `mode` plus the `themeVariables` overrides. Its element is where the styles
 * of the components under it go on React 18 (React 19 hoists them itself).
 */
export function ThemeRoot({ mode, themeVariables, dir = 'ltr', children }: ThemeRootProps) {
  const [styleScope] = useState(createStyleScope)
  return (
    <StyleScopeContext.Provider value={styleScope}>
      <div
        ref={styleScope.attach}
        className="ak-root"
        data-theme={mode}
        dir={dir}
        style={getThemeStyle(mode, themeVariables)}
      >
        <ComponentStyle id="root" css={rootCss} />
        {children}
      </div>
    </StyleScopeContext.Provider>
  )
}
