/** The look the page asks the modal for: `?theme=dark|light` and `?locale=<BCP 47 tag>`. */
export type DemoPreferences = { themeMode?: 'light' | 'dark'; locale?: string }

/**
 * Reads the theme and locale from the page's query (`?theme=dark&locale=ar` shows the modal dark
 * and right-to-left); anything else is ignored.
 *
 * @example
 * readDemoPreferences('?theme=dark&locale=ar') // { themeMode: 'dark', locale: 'ar' }
 */
export function readDemoPreferences(search: string): DemoPreferences {
  const params = new URLSearchParams(search)
  const theme = params.get('theme')
  const locale = params.get('locale')
  return {
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(locale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? { locale } : {}),
  }
}
