import { useEffect, useRef } from 'react'
import { DEMO_LOCALES, readLocaleChoice, withLocale } from './demoLocale'

/**
 * The modal's language, one link per shipped language: AppKit takes its `locale` when it is
 * created, so each link loads the page again with `?locale=` (Arabic also turns the page right to
 * left). The demo's own texts stay English.
 */
export function LocaleSwitch() {
  const { search } = window.location
  const current = readLocaleChoice(search)
  const currentName = DEMO_LOCALES.find((locale) => locale.tag === current)?.name ?? 'English'
  const menu = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    // A click or the focus elsewhere on the page closes the open list.
    const closeOutside = (event: Event) => {
      const details = menu.current
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('click', closeOutside)
    document.addEventListener('focusin', closeOutside)
    return () => {
      document.removeEventListener('click', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [])
  return (
    <details
      ref={menu}
      className="menu"
      onKeyDown={(event) => {
        // Escape closes the open list and gives the focus back to its summary.
        const details = event.currentTarget
        if (event.key !== 'Escape' || !details.open) return
        details.open = false
        details.querySelector('summary')?.focus()
      }}
    >
      <summary>
        <span className="demo-phone-hidden">Language: </span>
        <span lang={current}>{currentName}</span>
      </summary>
      <ul aria-label="Modal language">
        {DEMO_LOCALES.map(({ tag, name }) => (
          <li key={tag}>
            <a
              href={withLocale(search, tag)}
              lang={tag}
              hrefLang={tag}
              aria-current={tag === current ? 'true' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
