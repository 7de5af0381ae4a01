import type { CatalogueTopic } from '../CatalogueTopic'

/** The buttons strings in Spanish; the English file names their use. */
export const buttons = {
  connect: 'Conectar billetera',
  connecting: 'Conectando...',
  selectNetwork: 'Seleccionar red',
  unsupportedNetwork: 'Cambiar de red',
  embeddedWalletFrame: 'Billetera integrada',
} satisfies CatalogueTopic<'buttons'>
