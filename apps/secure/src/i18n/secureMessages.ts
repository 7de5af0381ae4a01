import type { SecureCatalogue } from './en'
import { SECURE_CATALOGUES } from './secureCatalogues'
import type { SecureLocale } from './secureLocales'

/** The catalogue of `locale` (one of the shipped languages: read input with readSecureLocale first). */
export function secureMessages(locale: SecureLocale = 'en'): SecureCatalogue {
  return SECURE_CATALOGUES[locale] ?? SECURE_CATALOGUES.en
}
