import type { CatalogueTopic } from '../CatalogueTopic'

/** The receive strings in French; the English file names their use. */
export const receive = {
  title: 'Recevoir',
  qrLabel: 'Code QR de votre adresse {address}',
  qrUriLabel: 'Code QR de {uri}',
  addressLabel: 'Votre adresse',
  copyAddress: "Copier l'adresse",
  addressCopied: 'Adresse copiée',
  copyFailed: 'Échec de la copie',
  networks: 'Réseaux sur lesquels vous pouvez recevoir',
  notConnected: 'Connectez un portefeuille pour recevoir des jetons.',
} satisfies CatalogueTopic<'receive'>
