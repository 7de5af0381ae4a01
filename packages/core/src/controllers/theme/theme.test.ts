import { describe, expect, it } from 'vitest'
import { createTheme, setThemeMode, setThemeVariables } from './theme'

describe('theme', () => {
  it('SPEC §5 "Theme mode light or dark"', () => {
    const theme = createTheme()
    expect(theme.themeMode).toBe('light')
    setThemeMode(theme, 'dark')
    expect(theme.themeMode).toBe('dark')
    expect(() => setThemeMode(theme, 'sepia')).toThrow('Invalid theme mode: sepia')
    setThemeVariables(theme, { '--w3m-accent': '#000' })
    setThemeVariables(theme, { '--w3m-z-index': 999 })
    expect(theme.themeVariables).toEqual({ '--w3m-accent': '#000', '--w3m-z-index': 999 })
    expect(createTheme({ themeMode: 'dark' }).themeMode).toBe('dark')
  })
})
