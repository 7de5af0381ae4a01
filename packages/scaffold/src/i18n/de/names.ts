import type { CatalogueTopic } from '../CatalogueTopic'

/** The name registration strings in German; the English file names their use. */
export const names = {
  chooseName: 'Namen wählen',
  label: 'Kontoname',
  placeholder: 'deinname',
  intro:
    'Wähle einen Namen für dein Konto. Deine Wallet signiert ihn; nichts wird an die Chain gesendet.',
  rule: 'Ein Name braucht mindestens 4 Zeichen: nur Buchstaben, Ziffern und Bindestriche',
  suggestions: 'Vorschläge',
  available: 'Verfügbar',
  taken: 'Vergeben',
  nameTaken: '{name} ist bereits vergeben',
  suggestionsFailed: 'Fehler beim Abrufen der Namensvorschläge',
  register: 'Registrieren',
  registering: 'Wird registriert...',
  registerFailed: 'Fehler beim Registrieren des Namens {name}',
  successText: '{name} ist jetzt der Name deines Kontos.',
  backToAccount: 'Zurück zum Konto',
  lookingUp: 'Name deines Kontos wird gesucht',
  namesFailed: 'Fehler beim Abrufen der Namen der Adresse',
} satisfies CatalogueTopic<'names'>
