import type { CatalogueTopic } from '../CatalogueTopic'

/** The onramp strings in Spanish; the English file names their use. */
export const onramp = {
  title: 'Comprar cripto',
  provider: 'Proveedor',
  amount: 'Importe',
  currency: 'Pagar con',
  limits: 'Entre {min} y {max} {currency}',
  outOfLimits: 'Introduce un importe entre {min} y {max} {currency}',
  quoteLoading: 'Obteniendo una cotización',
  youReceive: 'Recibes {amount} {symbol}',
  fee: 'Comisión del proveedor {amount} {currency}',
  quoteUnavailable: 'No hay cotización disponible ahora mismo.',
  submit: 'Comprar {symbol}',
  opening: 'Abriendo el proveedor',
  urlFailed: 'No se pudo abrir el proveedor. Vuelve a intentarlo.',
  popupBlocked:
    'Se bloqueó la ventana del proveedor. Permite las ventanas emergentes y vuelve a intentarlo.',
  waiting:
    'Termina la compra en la ventana de {provider}. Tu saldo se actualizará aquí cuando llegue.',
  waitingLabel: 'Esperando tu compra',
  balance: 'Saldo: {amount} {symbol}',
  received: 'Recibido: {amount} {symbol}',
  cancel: 'Atrás',
  done: 'Volver a la cuenta',
  notConnected: 'Conecta una billetera para comprar cripto.',
} satisfies CatalogueTopic<'onramp'>
