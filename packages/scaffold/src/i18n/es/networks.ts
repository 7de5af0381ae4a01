import { namespaceNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The networks strings in Spanish; the English file names their use. */
export const networks = {
  list: 'Redes',
  active: 'Activa',
  unavailable: 'No disponible con la billetera conectada',
  approveInWallet: 'Aprueba en la billetera',
  switchingTo: 'Cambiando a {name}',
  switchHint: 'Acepta el cambio de red en tu billetera.',
  switchDeclined: 'Cambio rechazado',
  switchDeclinedHint: 'La billetera rechazó el cambio a {name}.',
  chainNotSupported: 'Cadena no compatible',
  chainNotSupportedHint: 'Tu billetera no pudo añadir {name}.',
  switchFailed: 'Error al cambiar',
  switchFailedHint:
    'El cambio puede fallar si la billetera no admite la cadena o si hay otra solicitud abierta.',
  noNetwork: 'No se eligió ninguna red.',
  switchActiveChainText:
    'La billetera conectada no admite {chain}. Cambia a {chain} para conectar una billetera para esa cadena.',
  switchActiveChainAction: 'Cambiar a {chain}',
  unsupportedText:
    'Esta aplicación no admite la red actual de tu billetera. Cambia a una de estas redes para continuar.',
  disconnect: 'Desconectar',
  disconnectFailed: 'No se pudo desconectar',
  ...namespaceNames,
} satisfies CatalogueTopic<'networks'>
