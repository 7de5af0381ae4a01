import type { CatalogueTopic } from '../CatalogueTopic'

/** The help strings in German; the English file names their use. */
export const help = {
  walletLoginTitle: 'Ein Login für jede App',
  walletLoginText: 'Verbinde deine Wallet, um dich bei Apps anzumelden – ohne neues Passwort.',
  walletAssetsTitle: 'Ein Zuhause für deine Vermögenswerte',
  walletAssetsText: 'Verwahre, sende und empfange Token und Sammlerstücke an einem Ort.',
  walletWebTitle: 'Dein Schlüssel zu einem neuen Web',
  walletWebText: 'Nutze Apps, die auf offenen Netzwerken laufen, mit einem Konto, das dir gehört.',
  getWallet: 'Wallet besorgen',
  networkLedgerTitle: 'Das Fundament der Apps',
  networkLedgerText:
    'Ein Netzwerk führt das gemeinsame Register, aus dem Apps lesen und in das sie schreiben.',
  networkUsesTitle: 'Für verschiedene Zwecke gebaut',
  networkUsesText:
    'Netzwerke unterscheiden sich in Geschwindigkeit, Gebühren und Funktionen; jede App wählt die passenden.',
  chooseNetwork: 'Netzwerk auswählen',
} satisfies CatalogueTopic<'help'>
