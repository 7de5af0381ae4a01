import type { CatalogueTopic } from '../CatalogueTopic'

/** The receive strings in German; the English file names their use. */
export const receive = {
  title: 'Empfangen',
  qrLabel: 'QR-Code deiner Adresse {address}',
  qrUriLabel: 'QR-Code von {uri}',
  addressLabel: 'Deine Adresse',
  copyAddress: 'Adresse kopieren',
  addressCopied: 'Adresse kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  networks: 'Netzwerke, auf denen du empfangen kannst',
  notConnected: 'Verbinde eine Wallet, um Token zu empfangen.',
} satisfies CatalogueTopic<'receive'>
