import type { CatalogueTopic } from '../CatalogueTopic'

/** The allWallets strings in Spanish; the English file names their use. */
export const allWallets = {
  gridLabel: 'Todas las billeteras',
  searchLabel: 'Buscar billeteras',
  searchPlaceholder: 'Buscar billetera',
  clearSearch: 'Borrar búsqueda',
  searching: 'Buscando',
  loading: 'Cargando billeteras',
  noResults: 'No se encontró ninguna billetera',
  loadMore: 'Mostrar más billeteras',
  cachedList: 'Se muestra la última lista de billeteras guardada.',
  qrEntry: 'Código QR de WalletConnect',
} satisfies CatalogueTopic<'allWallets'>
