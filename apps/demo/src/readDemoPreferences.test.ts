import { describe, expect, it } from 'vitest'
import { readDemoPreferences } from './readDemoPreferences'

describe('readDemoPreferences', () => {
  it('reads ?theme and ?locale', () => {
    expect(readDemoPreferences('?theme=dark&locale=ar')).toEqual({
      themeMode: 'dark',
      locale: 'ar',
    })
    expect(readDemoPreferences('?theme=light&locale=pt-BR')).toEqual({
      themeMode: 'light',
      locale: 'pt-BR',
    })
  })

  it('reads ?modalPreload=intent (the modal loads on intent only)', () => {
    expect(readDemoPreferences('?modalPreload=intent')).toEqual({ modalPreload: 'intent' })
  })

  it('ignores anything else', () => {
    expect(readDemoPreferences('')).toEqual({})
    expect(readDemoPreferences('?theme=blue&locale=<script>&modalPreload=eager')).toEqual({})
  })
})
