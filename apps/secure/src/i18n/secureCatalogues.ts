import { SECURE_AR } from './ar'
import { SECURE_DE } from './de'
import { SECURE_EN, type SecureCatalogue } from './en'
import { SECURE_ES } from './es'
import { SECURE_FR } from './fr'
import { SECURE_JA } from './ja'
import type { SecureLocale } from './secureLocales'

/** apps/secure's catalogue of each shipped language (all small: loaded together). */
export const SECURE_CATALOGUES: Readonly<Record<SecureLocale, SecureCatalogue>> = {
  en: SECURE_EN,
  es: SECURE_ES,
  fr: SECURE_FR,
  de: SECURE_DE,
  ja: SECURE_JA,
  ar: SECURE_AR,
}
