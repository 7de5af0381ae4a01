import type { CatalogueTopic } from '../CatalogueTopic'

/** The onramp strings in German; the English file names their use. */
export const onramp = {
  title: 'Krypto kaufen',
  provider: 'Anbieter',
  amount: 'Betrag',
  currency: 'Bezahlen mit',
  limits: 'Zwischen {min} und {max} {currency}',
  outOfLimits: 'Gib einen Betrag zwischen {min} und {max} {currency} ein',
  quoteLoading: 'Angebot wird abgerufen',
  youReceive: 'Du erhältst {amount} {symbol}',
  fee: 'Anbietergebühr {amount} {currency}',
  quoteUnavailable: 'Derzeit ist kein Angebot verfügbar.',
  submit: '{symbol} kaufen',
  opening: 'Anbieter wird geöffnet',
  urlFailed: 'Der Anbieter konnte nicht geöffnet werden. Versuche es erneut.',
  popupBlocked:
    'Das Fenster des Anbieters wurde blockiert. Erlaube Pop-ups und versuche es erneut.',
  waiting:
    'Schließe deinen Kauf im Fenster von {provider} ab. Dein Guthaben wird hier aktualisiert, sobald er eingeht.',
  waitingLabel: 'Warte auf deinen Kauf',
  balance: 'Guthaben: {amount} {symbol}',
  received: '{amount} {symbol} erhalten',
  cancel: 'Zurück',
  done: 'Zurück zum Konto',
  notConnected: 'Verbinde eine Wallet, um Krypto zu kaufen.',
} satisfies CatalogueTopic<'onramp'>
