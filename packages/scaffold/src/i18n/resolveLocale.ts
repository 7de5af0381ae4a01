import { type ShippedLocale, shippedLocales } from './shippedLocales'

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])
}

/**
 * The shipped language the modal speaks: the `locale` option when one is given (a tag of a
 * language not shipped, e.g. 'he' with the dapp's own `messages`, keeps English as the base),
 * else the first of the browser's languages that is shipped, else English. A region or script
 * falls back to its language ('es-MX' → 'es').
 *
 * @example
 * resolveLocale(undefined, ['pt-BR', 'fr-CA', 'en']) // 'fr'
 */
export function resolveLocale(
  requested: string | undefined,
  preferred: readonly string[] = browserLanguages(),
): ShippedLocale {
  for (const tag of requested ? [requested] : preferred) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    const shipped = shippedLocales.find((locale) => locale === language)
    if (shipped) return shipped
  }
  return 'en'
}
