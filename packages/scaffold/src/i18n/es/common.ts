import type { CatalogueTopic } from '../CatalogueTopic'

/** The common strings in Spanish; the English file names their use. */
export const common = {
  close: 'Cerrar',
  back: 'Atrás',
  help: '¿Qué es una billetera?',
  copied: 'Copiado',
  copy: 'Copiar',
  tryAgain: 'Reintentar',
  loading: 'Cargando',
} satisfies CatalogueTopic<'common'>
