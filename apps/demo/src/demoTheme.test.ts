import { describe, expect, it } from 'vitest'
import { readThemeChoice, withThemeChoice } from './demoTheme'

describe('readThemeChoice', () => {
  it("reads ?theme=light|dark, and the system's scheme otherwise", () => {
    expect(readThemeChoice('?theme=dark')).toBe('dark')
    expect(readThemeChoice('?theme=light&locale=ar')).toBe('light')
    expect(readThemeChoice('')).toBe('system')
    expect(readThemeChoice('?theme=blue')).toBe('system')
  })
})

describe('withThemeChoice', () => {
  it('sets ?theme= for light and dark and drops it for the system, keeping the rest', () => {
    expect(withThemeChoice('?locale=ar', 'dark')).toBe('?locale=ar&theme=dark')
    expect(withThemeChoice('?theme=dark&locale=ar', 'light')).toBe('?theme=light&locale=ar')
    expect(withThemeChoice('?theme=dark&locale=ar', 'system')).toBe('?locale=ar')
    expect(withThemeChoice('?theme=dark', 'system')).toBe('')
  })
})
