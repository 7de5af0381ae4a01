import { readDemoPreferences } from './readDemoPreferences'

/** The modal's shipped languages, each by its own name (the switch shows them so). */
export const DEMO_LOCALES = [
  { tag: 'en', name: 'English' },
  { tag: 'es', name: 'Español' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'ja', name: '日本語' },
  { tag: 'ar', name: 'العربية' },
] as const

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur'])

/**
 * The shipped language the modal speaks, as it picks it: the page's `?locale=`, else the first of
 * the browser's languages that ships; English otherwise.
 */
export function readLocaleChoice(
  search: string,
  preferred: readonly string[] = navigator.languages,
): string {
  const requested = readDemoPreferences(search).locale
  for (const tag of requested ? [requested] : preferred) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    if (DEMO_LOCALES.some((locale) => locale.tag === language)) return language as string
  }
  return 'en'
}

/** The page's writing direction for a language: Arabic (and other right-to-left scripts) flip it. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

/**
 * The page's query with `locale` set: the modal takes its language when it is created, so the
 * switch loads the page again with it (the connection is restored from storage).
 */
export function withLocale(search: string, locale: string): string {
  const params = new URLSearchParams(search)
  params.set('locale', locale)
  return `?${params.toString()}`
}
