import type { CatalogueTopic } from '../CatalogueTopic'

/** The connect strings in French; the English file names their use. */
export const connect = {
  walletsLabel: 'Portefeuilles',
  allWallets: 'Tous les portefeuilles',
  allWalletsCount: '{count}',
  tagInstalled: 'Installé',
  tagRecent: 'Récent',
  tagQr: 'Code QR',
  noWallets: 'Aucun portefeuille trouvé dans ce navigateur.',
  legal: 'En connectant votre portefeuille, vous acceptez nos {links}.',
  legalTerms: "Conditions d'utilisation",
  legalPrivacy: 'Politique de confidentialité',
  legalAnd: 'et',
  legalCheckbox: "J'accepte les {links}.",
  legalCheckboxHint: 'Acceptez les conditions ci-dessus pour choisir comment vous connecter.',
  continueWithWallet: 'Continuer avec un portefeuille',
  or: 'ou',
} satisfies CatalogueTopic<'connect'>
