import type { CatalogueTopic } from '../CatalogueTopic'

/** The pay strings in German; the English file names their use. */
export const pay = {
  title: 'Bezahlen',
  request: 'Zahlungsanforderung',
  recipient: 'An',
  amount: 'Betrag',
  network: 'Netzwerk',
  submit: '{amount} {symbol} bezahlen',
  paying: 'Zahlung läuft',
  assetLoading: 'Dein Guthaben wird geladen',
  assetUnavailable: 'Du besitzt kein {asset} auf {network}.',
  insufficientBalance: 'Guthaben nicht ausreichend: {balance} {symbol} verfügbar',
  invalidRequest: 'Diese Zahlungsanforderung ist ungültig.',
  paid: '{amount} {symbol} bezahlt',
  transaction: 'Transaktion {hash}',
  viewTransaction: 'Im Block-Explorer ansehen',
  rejected: 'Die Wallet hat die Zahlung abgelehnt.',
  failed: 'Die Zahlung ist fehlgeschlagen. Versuche es erneut.',
  done: 'Fertig',
  notConnected: 'Verbinde eine Wallet, um zu bezahlen.',
} satisfies CatalogueTopic<'pay'>
