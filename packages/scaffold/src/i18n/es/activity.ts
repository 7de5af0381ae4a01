import type { CatalogueTopic } from '../CatalogueTopic'

/** The activity strings in Spanish; the English file names their use. */
export const activity = {
  title: 'Actividad',
  loading: 'Cargando la actividad',
  empty: 'Todavía no hay transacciones.',
  failed: 'No se pudieron obtener las transacciones',
  loadMore: 'Cargar más',
  sent: 'Enviado',
  received: 'Recibido',
  other: '{operation}',
  to: 'A {address}',
  from: 'De {address}',
  notConnected: 'Conecta una billetera para ver su actividad.',
} satisfies CatalogueTopic<'activity'>
