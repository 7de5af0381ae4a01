import type { CatalogueTopic } from '../CatalogueTopic'

/** The allWallets strings in French; the English file names their use. */
export const allWallets = {
  gridLabel: 'Tous les portefeuilles',
  searchLabel: 'Rechercher des portefeuilles',
  searchPlaceholder: 'Rechercher un portefeuille',
  clearSearch: 'Effacer la recherche',
  searching: 'Recherche en cours',
  loading: 'Chargement des portefeuilles',
  noResults: 'Aucun portefeuille trouvé',
  loadMore: 'Afficher plus de portefeuilles',
  cachedList: 'Affichage de la dernière liste de portefeuilles enregistrée.',
  qrEntry: 'Code QR WalletConnect',
} satisfies CatalogueTopic<'allWallets'>
