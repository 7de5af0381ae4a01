import type { CatalogueTopic } from '../CatalogueTopic'

/** The email strings in German; the English file names their use. */
export const email = {
  title: 'Anmeldung per E-Mail',
  label: 'E-Mail',
  placeholder: 'E-Mail-Adresse',
  submit: 'Weiter',
  sending: 'Code wird gesendet',
  invalidEmail: 'Gib eine gültige E-Mail-Adresse ein.',
  codeSent: 'Gib den an {email} gesendeten Code ein.',
  codeLegend: 'Einmalcode',
  codeDigit: 'Ziffer {position} von {length}',
  verifying: 'Code wird geprüft',
  connecting: 'E-Mail-Wallet wird verbunden',
  resend: 'Code erneut senden',
  changeEmail: 'Andere E-Mail verwenden',
  cooldown: 'Bitte versuche es in {seconds} Sekunden erneut',
  tooManyAttempts: 'Zu viele Versuche. Bitte versuche es in {seconds} Sekunden erneut.',
  invalidCode: 'Der Code ist nicht richtig. Prüfe die E-Mail und versuche es erneut.',
  codeExpired: 'Der Code ist abgelaufen. Fordere einen neuen an.',
  sendFailed: 'Der Code konnte nicht gesendet werden. Versuche es erneut.',
  failed: 'Anmeldung per E-Mail fehlgeschlagen. Versuche es erneut.',
  frameFailed: 'Die E-Mail-Wallet konnte nicht geladen werden.',
  deviceSent:
    'Dieses Gerät ist neu für {email}. Öffne den Link, den wir dorthin geschickt haben, und bestätige dieses Gerät.',
  deviceWaiting: 'Warte auf deine Bestätigung',
  deviceExpired: 'Der Link ist abgelaufen. Fordere einen neuen an.',
  updateIntro:
    'Gib die neue E-Mail für diese Wallet ein. Die Codes gehen zuerst an {email}, dann an die neue E-Mail.',
  updateLabel: 'Neue E-Mail',
  updateCurrentCode:
    'Gib den Code ein, der an {email} gesendet wurde, die aktuelle E-Mail dieser Wallet.',
  updateNewCode: 'Gib den Code ein, der an {email} gesendet wurde, die neue E-Mail.',
  updateDone: 'Die E-Mail dieser Wallet ist jetzt {email}.',
  updateBack: 'Zurück zum Konto',
  updateSame: 'Das ist bereits die E-Mail dieser Wallet.',
  updateInUse: 'Diese E-Mail wird bereits verwendet.',
  updateExpired: 'Die Änderung ist abgelaufen. Beginne von vorn.',
  updateFailed: 'Die E-Mail konnte nicht geändert werden. Versuche es erneut.',
} satisfies CatalogueTopic<'email'>
