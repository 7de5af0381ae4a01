/**
 * The languages apps/secure ships its own catalogue for: the modal's shipped languages
 * (packages/scaffold's `shippedLocales`; a test keeps the two lists equal).
 */
export const SECURE_LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'ar'] as const

/** A language apps/secure speaks. */
export type SecureLocale = (typeof SECURE_LOCALES)[number]

// A BCP 47-shaped tag: a 2–3 letter language, then up to 4 short subtags ('pt-BR', 'zh-Hant-TW').
const TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/

/**
 * The shipped language `value` names ('fr', 'fr-CA', 'AR' → 'ar'), or undefined for anything
 * else: a language not shipped, a non-string, an over-long or malformed tag (hostile input is
 * never echoed: callers fall back to English).
 */
export function readSecureLocale(value: unknown): SecureLocale | undefined {
  if (typeof value !== 'string' || value.length > 35 || !TAG.test(value)) return undefined
  const language = value.split(/[-_]/)[0]?.toLowerCase()
  return SECURE_LOCALES.find((locale) => locale === language)
}

/** The first shipped language of `candidates` (e.g. the modal's locale, then the browser's), else English. */
export function pickSecureLocale(candidates: readonly unknown[]): SecureLocale {
  for (const candidate of candidates) {
    const locale = readSecureLocale(candidate)
    if (locale) return locale
  }
  return 'en'
}

/** The writing direction of a shipped language: Arabic reads right to left. */
export function directionOf(locale: SecureLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}
