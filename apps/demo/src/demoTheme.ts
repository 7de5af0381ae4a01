import type { AppKitThemeMode } from '@appkit/scaffold'
import { readDemoPreferences } from './readDemoPreferences'

/** What the page's theme switch offers: a fixed mode, or the system's (`prefers-color-scheme`). */
export type ThemeChoice = AppKitThemeMode | 'system'

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** The choice in the page's query: `?theme=light|dark`, the system's otherwise. */
export function readThemeChoice(search: string): ThemeChoice {
  return readDemoPreferences(search).themeMode ?? 'system'
}

/** The mode a choice shows now: the system's follows the browser's colour scheme. */
export function resolveThemeMode(choice: ThemeChoice): AppKitThemeMode {
  if (choice !== 'system') return choice
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/** Colours the page itself (`<html data-theme>`, read by demo.css). */
export function applyPageTheme(mode: AppKitThemeMode): void {
  document.documentElement.dataset.theme = mode
}

/** Calls `onChange` when the system's colour scheme changes; returns the unsubscribe. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The page's query with `theme` set to the choice (`system` drops it: the default). */
export function withThemeChoice(search: string, choice: ThemeChoice): string {
  const params = new URLSearchParams(search)
  if (choice === 'system') params.delete('theme')
  else params.set('theme', choice)
  const query = params.toString()
  return query ? `?${query}` : ''
}
