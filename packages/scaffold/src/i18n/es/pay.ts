import type { CatalogueTopic } from '../CatalogueTopic'

/** The pay strings in Spanish; the English file names their use. */
export const pay = {
  title: 'Pagar',
  request: 'Solicitud de pago',
  recipient: 'Para',
  amount: 'Importe',
  network: 'Red',
  submit: 'Pagar {amount} {symbol}',
  paying: 'Pagando',
  assetLoading: 'Cargando tu saldo',
  assetUnavailable: 'No tienes {asset} en {network}.',
  insufficientBalance: 'Saldo insuficiente: {balance} {symbol} disponibles',
  invalidRequest: 'Esta solicitud de pago no es válida.',
  paid: 'Pagado: {amount} {symbol}',
  transaction: 'Transacción {hash}',
  viewTransaction: 'Ver en el explorador de bloques',
  rejected: 'La billetera rechazó el pago.',
  failed: 'El pago falló. Vuelve a intentarlo.',
  done: 'Listo',
  notConnected: 'Conecta una billetera para pagar.',
} satisfies CatalogueTopic<'pay'>
