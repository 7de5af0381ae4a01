import type { CatalogueTopic } from '../CatalogueTopic'

/** The common strings in German; the English file names their use. */
export const common = {
  close: 'Schließen',
  back: 'Zurück',
  help: 'Was ist eine Wallet?',
  copied: 'Kopiert',
  copy: 'Kopieren',
  tryAgain: 'Erneut versuchen',
  loading: 'Wird geladen',
} satisfies CatalogueTopic<'common'>
