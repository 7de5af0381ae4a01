import type { CatalogueTopic } from '../CatalogueTopic'

/** The help strings in French; the English file names their use. */
export const help = {
  walletLoginTitle: 'Une connexion pour toutes les apps',
  walletLoginText:
    'Connectez votre portefeuille pour vous identifier dans les apps, sans nouveau mot de passe à retenir.',
  walletAssetsTitle: 'Un foyer pour vos actifs',
  walletAssetsText:
    'Gardez, envoyez et recevez jetons et objets de collection depuis un seul endroit.',
  walletWebTitle: 'Votre clé vers un nouveau web',
  walletWebText:
    'Utilisez des apps qui tournent sur des réseaux ouverts, avec un compte qui vous appartient.',
  getWallet: 'Obtenir un portefeuille',
  networkLedgerTitle: 'Le socle des apps',
  networkLedgerText: 'Un réseau tient le registre partagé que les apps lisent et écrivent.',
  networkUsesTitle: 'Conçus pour des usages différents',
  networkUsesText:
    'Les réseaux diffèrent en vitesse, frais et fonctions ; chaque app choisit ceux qui lui conviennent.',
  chooseNetwork: 'Choisir un réseau',
} satisfies CatalogueTopic<'help'>
