import type { Catalogue } from './CatalogueTopic'
import type { ShippedLocale } from './shippedLocales'

// One chunk per language, fetched only when the modal speaks it (English comes with the modal).
const loaders: Record<Exclude<ShippedLocale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('./es/index').then((module) => module.es),
  fr: () => import('./fr/index').then((module) => module.fr),
  de: () => import('./de/index').then((module) => module.de),
  ja: () => import('./ja/index').then((module) => module.ja),
  ar: () => import('./ar/index').then((module) => module.ar),
}

/** Loads the catalogue of a shipped language other than English (its own chunk). */
export function loadCatalogue(locale: Exclude<ShippedLocale, 'en'>): Promise<Catalogue> {
  return loaders[locale]()
}
