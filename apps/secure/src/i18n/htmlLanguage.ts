import { directionOf, type SecureLocale } from './secureLocales'

/** The `lang` and `dir` attributes of a page in `locale` (Arabic: right to left). */
export function htmlLanguage(locale: SecureLocale): string {
  return `lang="${locale}" dir="${directionOf(locale)}"`
}
