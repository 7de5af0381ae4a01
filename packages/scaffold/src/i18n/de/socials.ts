import { socialProviderNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The socials strings in German; the English file names their use. */
export const socials = {
  title: 'Anmeldung über soziale Netzwerke',
  groupLabel: 'Mit einem Social-Media-Konto anmelden',
  continueWith: 'Weiter mit {provider}',
  waiting: 'Weiter im Fenster von {provider}',
  connecting: 'Social-Wallet wird verbunden',
  popupClosed: 'Pop-up geschlossen',
  failed: 'Social Login fehlgeschlagen. Versuche es erneut.',
  retry: 'Erneut versuchen',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
