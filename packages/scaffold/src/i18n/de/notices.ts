import type { CatalogueTopic } from '../CatalogueTopic'

/** The notices strings in German; the English file names their use. */
export const notices = {
  'Network Not Found': 'Netzwerk nicht gefunden',
  'The selected network is not configured for this app.':
    'Das gewählte Netzwerk ist für diese App nicht eingerichtet.',
  'Invalid App Configuration': 'Ungültige App-Konfiguration',
  'The origin of this page is not on the allowlist of the project.':
    'Der Ursprung dieser Seite steht nicht auf der Positivliste des Projekts.',
  'Embedded Wallet Request Timed Out': 'Zeitüberschreitung der eingebetteten Wallet',
  'The embedded wallet did not answer in time.':
    'Die eingebettete Wallet hat nicht rechtzeitig geantwortet.',
  'Network Error - Could not load embedded wallet':
    'Netzwerkfehler – eingebettete Wallet konnte nicht geladen werden',
  'The embedded wallet frame could not be loaded.':
    'Der Rahmen der eingebetteten Wallet konnte nicht geladen werden.',
  'The embedded wallet iframe failed to load.':
    'Der iframe der eingebetteten Wallet wurde nicht geladen.',
  'Session Expired': 'Sitzung abgelaufen',
  'Check your time settings and reconnect.':
    'Prüfe deine Zeiteinstellungen und verbinde dich erneut.',
  'Invalid Project ID': 'Ungültige Projekt-ID',
  'The project id is not valid.': 'Die Projekt-ID ist ungültig.',
  'Project ID Not Configured': 'Projekt-ID nicht eingerichtet',
  'Set a project id in the configuration.': 'Lege in der Konfiguration eine Projekt-ID fest.',
  'Server Error': 'Serverfehler',
  'Failed to get App Configuration.': 'App-Konfiguration konnte nicht abgerufen werden.',
  'Rate Limited': 'Anfragelimit erreicht',
  'Too many requests; try again later.': 'Zu viele Anfragen; versuche es später erneut.',
  'Unverified Domain': 'Nicht verifizierte Domain',
  'This domain is not verified for the project.':
    'Diese Domain ist für das Projekt nicht verifiziert.',
  'Multi-Wallet Not Enabled': 'Multi-Wallet nicht aktiviert',
  'Token Balance Unavailable': 'Token-Guthaben nicht verfügbar',
  'Failed to fetch transactions': 'Transaktionen konnten nicht abgerufen werden',
  'Error signing message': 'Fehler beim Signieren der Nachricht',
  'Failed to send': 'Senden fehlgeschlagen',
  'A problem occurred while trying initialize authentication':
    'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  'Authenticating...': 'Authentifizierung...',
  'Action not allowed': 'Aktion nicht erlaubt',
  'Insufficient funds for gas and value': 'Nicht genug Guthaben für Gas und Betrag',
  'Invalid address': 'Ungültige Adresse',
  'Invalid data: odd-length hex': 'Ungültige Daten: Hex mit ungerader Länge',
  'The transaction would revert': 'Die Transaktion würde zurückgesetzt',
  'The nonce was already used': 'Die Nonce wurde bereits verwendet',
} satisfies CatalogueTopic<'notices'>
