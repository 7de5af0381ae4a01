import type { SecureCatalogue } from './en'

/** apps/secure's strings in German; the English file names their use. */
export const SECURE_DE: SecureCatalogue = {
  frame: {
    pageTitle: 'Wallet-Genehmigung',
    kind_signMessage: 'Eine Nachricht signieren',
    kind_signTypedData: 'Strukturierte Daten signieren',
    kind_sendTransaction: 'Eine Transaktion senden',
    kind_other: 'Wallet-Anfrage',
    requestedBy: 'Angefragt von {origin}',
    queue: 'Anfrage {index} von {count}',
    method: 'Methode',
    label_network: 'Netzwerk',
    label_from: 'Von',
    label_to: 'An',
    label_amount: 'Betrag',
    label_token: 'Token',
    label_recipient: 'Empfänger',
    label_spender: 'Berechtigter',
    label_allowance: 'Freigabe',
    label_data: 'Vertragsdaten',
    label_gas: 'Gaslimit',
    label_message: 'Nachricht',
    label_primaryType: 'Typ',
    label_domain: 'Domäne',
    label_params: 'Parameter',
    hiddenCharacters:
      'Diese Anfrage enthält versteckte oder richtungsändernde Zeichen. Sie werden maskiert angezeigt.',
    secureNotice:
      'Angezeigt von deiner Wallet unter {origin}. Die Website kann es weder ändern noch anklicken.',
    approve: 'Genehmigen',
    reject: 'Ablehnen',
    working: 'Wird signiert…',
  },
  device: {
    title: 'Dieses Gerät genehmigen',
    body: 'Eine Anmeldung bei {email} wurde von einem Gerät angefragt, das diese Wallet noch nie benutzt hat. Genehmige sie nur, wenn du es warst.',
    approve: 'Gerät genehmigen',
    approvedTitle: 'Gerät genehmigt',
    approvedBody: 'Kehre zur App zurück: Dein Anmeldecode ist unterwegs an {email}.',
    invalidTitle: 'Dieser Link kann nicht verwendet werden',
    invalidBody:
      'Er ist ungültig, wurde schon verwendet oder ist abgelaufen. Starte die Anmeldung in der App neu.',
  },
  mail: {
    loginSubject: 'Dein Anmeldecode: {code}',
    loginCode: 'Dein Anmeldecode lautet {code}.',
    codeExpiry:
      'Er läuft in {minutes} Minuten ab und funktioniert nur einmal. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
    deviceSubject: 'Genehmige die Anmeldung von einem neuen Gerät',
    deviceIntro:
      'Jemand möchte sich von einem Gerät, das deine Wallet noch nie benutzt hat, bei ihr anmelden.',
    deviceAction: 'Wenn du es warst, öffne diesen Link und genehmige das Gerät:',
    deviceExpiry:
      'Der Link läuft in {minutes} Minuten ab und funktioniert nur einmal. Wenn du es nicht warst, ignoriere diese E-Mail: Ohne den Link passiert nichts.',
    changeSubject: 'Dein Code für die E-Mail-Änderung: {code}',
    changeCurrent:
      'Jemand möchte deine Wallet auf eine andere E-Mail-Adresse umziehen. Gib diesen Code ein, um zu bestätigen, dass du es warst.',
    changeNew: 'Gib diesen Code ein, um diese Adresse als neue E-Mail deiner Wallet zu bestätigen.',
    changeCode: 'Dein Code lautet {code}.',
  },
  pages: {
    callbackTitle: 'Anmeldung',
    callbackStatus: 'Anmeldung läuft…',
    chooserTitle: 'Test-Anmeldung',
    chooserHeading: 'Konto auswählen',
    chooserIntro: 'Die lokale Test-Anmeldung dieser Entwicklungsumgebung.',
    chooserButton: 'Als {identity} anmelden',
  },
}
