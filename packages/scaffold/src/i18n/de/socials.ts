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
  farcasterQrLabel: 'QR-Code für die Anmeldung mit Farcaster',
  farcasterScan: 'Scanne ihn mit der Handykamera oder der Farcaster-App, um dich anzumelden',
  farcasterOpen: 'Farcaster öffnen',
  farcasterWaiting: 'Warte auf die Bestätigung in Farcaster',
  farcasterPreparing: 'Farcaster-Anmeldung wird vorbereitet',
  farcasterFailed: 'Verbindung mit Farcaster fehlgeschlagen',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
