import type { CatalogueTopic } from '../CatalogueTopic'

/** The host strings in French; the English file names their use. */
export const host = {
  loadingView: 'Chargement',
  viewUnavailable: "Cette vue n'est pas disponible.",
  viewFailed: "Cette vue n'a pas pu être chargée.",
  closeAlert: 'Ignorer',
} satisfies CatalogueTopic<'host'>
