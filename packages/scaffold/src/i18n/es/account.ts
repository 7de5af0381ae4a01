import type { CatalogueTopic } from '../CatalogueTopic'

/** The account strings in Spanish; the English file names their use. */
export const account = {
  balanceLoading: 'Cargando el saldo',
  balanceUnavailable: 'Saldo no disponible',
  copyAddress: 'Copiar dirección',
  addressCopied: 'Dirección copiada',
  copyFailed: 'No se pudo copiar',
  explorer: 'Explorador de bloques',
  selectNetwork: 'Seleccionar red',
  features: 'Funciones de la billetera',
  onramp: 'Comprar cripto',
  swaps: 'Intercambiar',
  receive: 'Recibir',
  send: 'Enviar',
  connectedWallets: 'Billeteras conectadas',
  disconnect: 'Desconectar',
  disconnecting: 'Desconectando',
  disconnectFailed: 'No se pudo desconectar',
  notConnected: 'No hay ninguna billetera conectada.',
  accounts: 'Cuentas',
  activeAccount: 'Activa',
  accountTypePayment: 'Pagos',
  accountTypeOrdinal: 'Ordinales',
  accountTypeEoa: 'Cuenta',
  accountTypeSmartAccount: 'Cuenta inteligente',
  editEmail: 'Editar e-mail',
} satisfies CatalogueTopic<'account'>
