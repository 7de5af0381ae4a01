import type { CatalogueTopic } from '../CatalogueTopic'

/** The common strings in French; the English file names their use. */
export const common = {
  close: 'Fermer',
  back: 'Retour',
  help: "Qu'est-ce qu'un portefeuille ?",
  copied: 'Copié',
  copy: 'Copier',
  tryAgain: 'Réessayer',
  loading: 'Chargement',
} satisfies CatalogueTopic<'common'>
