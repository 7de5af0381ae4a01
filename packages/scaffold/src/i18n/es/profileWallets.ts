import type { CatalogueTopic } from '../CatalogueTopic'

/** The profileWallets strings in Spanish; the English file names their use. */
export const profileWallets = {
  multiWalletDisabled: 'Multibilletera no habilitada',
  namespaceWallets: 'Billeteras de {chain}',
  active: 'Activa',
  embeddedWallet: 'Billetera de correo',
  switchTo: 'Cambiar a {name}',
  disconnectWallet: 'Desconectar {name}',
  addWallet: 'Añadir billetera',
  empty: 'No hay ninguna billetera conectada.',
  switchFailed: 'No se pudo cambiar de billetera',
  disconnectFailed: 'No se pudo desconectar',
} satisfies CatalogueTopic<'profileWallets'>
