import { describe, expect, it } from 'vitest'
import { localeDirection, readLocaleChoice, withLocale } from './demoLocale'

describe('readLocaleChoice', () => {
  it("takes the page's ?locale=, by its language, when it ships", () => {
    expect(readLocaleChoice('?locale=ar', ['fr'])).toBe('ar')
    expect(readLocaleChoice('?locale=de-AT', [])).toBe('de')
  })

  it("falls back to the browser's first shipped language, then English", () => {
    expect(readLocaleChoice('', ['pt-BR', 'ja-JP', 'fr'])).toBe('ja')
    expect(readLocaleChoice('?locale=pt', ['es'])).toBe('en')
    expect(readLocaleChoice('', ['pt-BR'])).toBe('en')
  })
})

describe('localeDirection', () => {
  it('turns the page right to left for Arabic only among the shipped languages', () => {
    expect(localeDirection('ar')).toBe('rtl')
    for (const tag of ['en', 'es', 'fr', 'de', 'ja']) expect(localeDirection(tag)).toBe('ltr')
  })
})

describe('withLocale', () => {
  it('sets ?locale= and keeps the rest of the query', () => {
    expect(withLocale('?theme=dark', 'ar')).toBe('?theme=dark&locale=ar')
    expect(withLocale('?locale=fr&siwx=required', 'en')).toBe('?locale=en&siwx=required')
    expect(withLocale('', 'ja')).toBe('?locale=ja')
  })
})
