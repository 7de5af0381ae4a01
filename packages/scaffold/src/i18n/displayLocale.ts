/**
 * The locale the modal writes dates, times and direction in: the dapp's `locale` option when it
 * is a valid language tag (a region such as 'de-CH' or a language the dapp translated itself keep
 * their formats), else the language the modal speaks (`resolved`: the option's shipped language
 * or the browser's). A malformed option ('not a locale', which `Intl` would throw on) is ignored.
 *
 * @example
 * displayLocale(undefined, 'fr') // 'fr' (chosen from the browser's languages)
 * displayLocale('de-ch', 'de') // 'de-CH'
 * displayLocale('<b>', 'en') // 'en'
 */
export function displayLocale(requested: string | undefined, resolved: string): string {
  if (!requested) return resolved
  try {
    return Intl.getCanonicalLocales(requested)[0] ?? resolved
  } catch {
    return resolved
  }
}
