import type { CatalogueTopic } from '../CatalogueTopic'

/** The profileWallets strings in French; the English file names their use. */
export const profileWallets = {
  multiWalletDisabled: 'Multi-portefeuille non activé',
  namespaceWallets: 'Portefeuilles {chain}',
  active: 'Actif',
  embeddedWallet: 'Portefeuille e-mail',
  switchTo: 'Passer à {name}',
  disconnectWallet: 'Déconnecter {name}',
  addWallet: 'Ajouter un portefeuille',
  empty: "Aucun portefeuille n'est connecté.",
  switchFailed: 'Impossible de changer de portefeuille',
  disconnectFailed: 'Échec de la déconnexion',
} satisfies CatalogueTopic<'profileWallets'>
