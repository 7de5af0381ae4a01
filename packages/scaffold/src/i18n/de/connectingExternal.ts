import type { CatalogueTopic } from '../CatalogueTopic'

/** The connectingExternal strings in German; the English file names their use. */
export const connectingExternal = {
  pendingTitle: 'Weiter in {name}',
  pendingDescription: 'Bestätige die Verbindungsanfrage in der Wallet',
  pendingStatus: 'Warte auf {name}',
  rejectedTitle: 'Verbindung abgelehnt',
  rejectedDescription: 'Die Anfrage wurde in der Wallet abgelehnt. Du kannst es erneut versuchen.',
  errorTitle: 'Verbindung fehlgeschlagen',
  unsupportedChainsDescription: 'Der Connector unterstützt keine der angefragten Chains',
  errorDescription: 'Beim Verbinden ist ein Fehler aufgetreten. Du kannst es erneut versuchen.',
  notFound: 'Diese Wallet ist im Browser nicht mehr verfügbar.',
} satisfies CatalogueTopic<'connectingExternal'>
