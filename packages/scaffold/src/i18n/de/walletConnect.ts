import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletConnect strings in German; the English file names their use. */
export const walletConnect = {
  qrLabel: 'QR-Code zum Verbinden von {name}',
  scanTitle: 'Mit dem Handy scannen',
  scanDescription: 'Öffne {name} auf deinem Handy und scanne diesen Code, um dich zu verbinden.',
  scanDescriptionGeneric:
    'Scanne diesen Code mit einer WalletConnect-fähigen Wallet auf deinem Handy.',
  preparing: 'QR-Code wird vorbereitet',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  tabsLabel: 'Wege, {name} zu verbinden',
  tabMobile: 'Handy',
  tabDesktop: 'Computer',
  tabWeb: 'Web-App',
  tabBrowser: 'Browser-Erweiterung',
  openMobile: '{name} öffnen',
  openDesktop: '{name} für Desktop öffnen',
  openWeb: 'Web-App von {name} öffnen',
  openBrowser: 'Erweiterung von {name} verwenden',
  continueIn: 'Weiter in {name}',
  continueDescription: 'Bestätige die Verbindungsanfrage in der Wallet.',
  browserDescription: '{name} ist in diesem Browser installiert.',
  rejectedTitle: 'Verbindung abgelehnt',
  rejectedDescription: 'Die Anfrage wurde in der Wallet abgelehnt. Du kannst es erneut versuchen.',
  retrying: 'Verbinden fehlgeschlagen, neuer Versuch',
  unavailable: 'WalletConnect ist für diese App nicht eingerichtet.',
  connectedTitle: 'Wallet verbunden',
  sessionAccounts: 'Von der Wallet freigegebene Konten',
  linkUnavailable: 'Diese Wallet bietet keinen Link, der sicher geöffnet werden kann.',
} satisfies CatalogueTopic<'walletConnect'>
