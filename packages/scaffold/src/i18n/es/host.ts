import type { CatalogueTopic } from '../CatalogueTopic'

/** The host strings in Spanish; the English file names their use. */
export const host = {
  loadingView: 'Cargando',
  viewUnavailable: 'Esta vista no está disponible.',
  viewFailed: 'No se pudo cargar esta vista.',
  closeAlert: 'Descartar',
} satisfies CatalogueTopic<'host'>
