import type { CatalogueTopic } from '../CatalogueTopic'

/** The siwx strings in German; the English file names their use. */
export const siwx = {
  title: '{name} bittet dich, dich anzumelden',
  titleNoName: 'Diese App bittet dich, dich anzumelden',
  hint: 'Signiere eine Nachricht in deiner Wallet, um zu beweisen, dass dir {address} gehört. Das Signieren kostet kein Gas.',
  account: 'Konto',
  sign: 'Signieren',
  signing: 'Warte auf die Signatur deiner Wallet',
  cancel: 'Abbrechen',
  failed: 'Fehler beim Signieren der Nachricht',
  failedHint:
    'Die Nachricht wurde nicht signiert oder konnte nicht geprüft werden. Versuche es erneut.',
  required: 'Für diese App ist eine Anmeldung erforderlich.',
} satisfies CatalogueTopic<'siwx'>
