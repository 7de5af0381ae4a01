import type { CatalogueTopic } from '../CatalogueTopic'

/** The receive strings in Spanish; the English file names their use. */
export const receive = {
  title: 'Recibir',
  qrLabel: 'Código QR de tu dirección {address}',
  qrUriLabel: 'Código QR de {uri}',
  addressLabel: 'Tu dirección',
  copyAddress: 'Copiar dirección',
  addressCopied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar',
  networks: 'Redes en las que puedes recibir',
  notConnected: 'Conecta una billetera para recibir tokens.',
} satisfies CatalogueTopic<'receive'>
