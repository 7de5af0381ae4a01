const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb'])

/** The writing direction of a locale ('ar-EG' → 'rtl'); 'ltr' when absent. */
export function getLocaleDirection(locale: string | undefined): 'ltr' | 'rtl' {
  const language = locale?.split(/[-_]/)[0]?.toLowerCase()
  return language && rtlLanguages.has(language) ? 'rtl' : 'ltr'
}
