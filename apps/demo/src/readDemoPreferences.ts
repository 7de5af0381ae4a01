/**
 * What the page asks the modal for: its look (`?theme=dark|light`, `?locale=<BCP 47 tag>`) and,
 * with `?modalPreload=intent`, the modal's scripts loaded on the visitor's intent only (hover,
 * focus, press) instead of on idle after the page has loaded.
 */
export type DemoPreferences = {
  themeMode?: 'light' | 'dark'
  locale?: string
  modalPreload?: 'intent'
}

/**
 * Reads the theme, locale and modal preload from the page's query (`?theme=dark&locale=ar` shows
 * the modal dark and right-to-left); anything else is ignored.
 *
 * @example
 * readDemoPreferences('?theme=dark&locale=ar') // { themeMode: 'dark', locale: 'ar' }
 */
export function readDemoPreferences(search: string): DemoPreferences {
  const params = new URLSearchParams(search)
  const theme = params.get('theme')
  const locale = params.get('locale')
  return {
    ...(params.get('modalPreload') === 'intent' ? { modalPreload: 'intent' as const } : {}),
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(locale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? { locale } : {}),
  }
}
