import { describe, expect, it } from 'vitest'
import { hasWords, sameAsEnglish } from '../testing/sameAsEnglish'
import type { Catalogue } from './CatalogueTopic'
import { en } from './en/index'
import { loadCatalogue } from './loadCatalogue'
import { resolveLocale } from './resolveLocale'
import { shippedLocales } from './shippedLocales'

const translations = shippedLocales.filter((locale) => locale !== 'en')

function entries(catalogue: Catalogue): [string, string][] {
  return Object.entries(catalogue).flatMap(([namespace, messages]) =>
    Object.entries(messages as Record<string, string>).map(([key, text]): [string, string] => [
      `${namespace}.${key}`,
      text,
    ]),
  )
}

function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

const english = new Map(entries(en))

describe.each(translations)('the %s catalogue', (locale) => {
  it('has exactly the English catalogue’s namespaces and keys', async () => {
    const catalogue = await loadCatalogue(locale)
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    expect(
      entries(catalogue)
        .map(([key]) => key)
        .sort(),
    ).toEqual([...english.keys()].sort())
  })

  it('keeps every placeholder of each English message, no more and no fewer', async () => {
    const catalogue = await loadCatalogue(locale)
    for (const [key, text] of entries(catalogue)) {
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(english.get(key) ?? ''),
      })
    }
  })

  it('translates every message with words, except the listed brand names and loanwords', async () => {
    const catalogue = await loadCatalogue(locale)
    const same = entries(catalogue)
      .filter(([key, text]) => text === english.get(key) && hasWords(text))
      .map(([key]) => key)
    expect(same.sort()).toEqual([...sameAsEnglish[locale]].sort())
    for (const [, text] of entries(catalogue)) expect(text.trim()).not.toBe('')
  })
})

describe('resolveLocale', () => {
  it('takes the locale option first, by its language (es-MX → es)', () => {
    expect(resolveLocale('es-MX', ['ja'])).toBe('es')
    expect(resolveLocale('AR', [])).toBe('ar')
  })

  it('keeps English under a locale option of a language not shipped (the dapp’s own messages)', () => {
    expect(resolveLocale('he', ['fr'])).toBe('en')
  })

  it('without the option, takes the first shipped one of the browser’s languages', () => {
    expect(resolveLocale(undefined, ['pt-BR', 'fr-CA', 'en'])).toBe('fr')
    expect(resolveLocale(undefined, ['en-GB', 'de'])).toBe('en')
    expect(resolveLocale(undefined, ['zh-CN'])).toBe('en')
  })
})
