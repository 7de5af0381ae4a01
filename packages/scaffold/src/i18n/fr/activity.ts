import type { CatalogueTopic } from '../CatalogueTopic'

/** The activity strings in French; the English file names their use. */
export const activity = {
  title: 'Activité',
  loading: "Chargement de l'activité",
  empty: 'Aucune transaction pour le moment.',
  failed: 'Impossible de récupérer les transactions',
  loadMore: 'Charger plus',
  sent: 'Envoyé',
  received: 'Reçu',
  other: '{operation}',
  to: 'À {address}',
  from: 'De {address}',
  notConnected: 'Connectez un portefeuille pour voir son activité.',
} satisfies CatalogueTopic<'activity'>
