import type { CatalogueTopic } from '../CatalogueTopic'

/** The host strings in German; the English file names their use. */
export const host = {
  loadingView: 'Wird geladen',
  viewUnavailable: 'Diese Ansicht ist nicht verfügbar.',
  viewFailed: 'Diese Ansicht konnte nicht geladen werden.',
  closeAlert: 'Ausblenden',
} satisfies CatalogueTopic<'host'>
