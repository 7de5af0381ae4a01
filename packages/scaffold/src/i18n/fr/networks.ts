import { namespaceNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The networks strings in French; the English file names their use. */
export const networks = {
  list: 'Réseaux',
  active: 'Actif',
  unavailable: 'Indisponible avec le portefeuille connecté',
  approveInWallet: 'Approuvez dans le portefeuille',
  switchingTo: 'Passage à {name}',
  switchHint: 'Acceptez le changement de réseau dans votre portefeuille.',
  switchDeclined: 'Changement refusé',
  switchDeclinedHint: 'Le portefeuille a refusé le passage à {name}.',
  chainNotSupported: 'Chaîne non prise en charge',
  chainNotSupportedHint: "Votre portefeuille n'a pas pu ajouter {name}.",
  switchFailed: 'Échec du changement',
  switchFailedHint:
    'Un changement peut échouer si le portefeuille ne prend pas en charge la chaîne ou si une autre demande est encore ouverte.',
  noNetwork: "Aucun réseau n'a été choisi.",
  switchActiveChainText:
    'Le portefeuille connecté ne prend pas en charge {chain}. Passez à {chain} pour y connecter un portefeuille.',
  switchActiveChainAction: 'Passer à {chain}',
  unsupportedText:
    "Cette application ne prend pas en charge le réseau actuel de votre portefeuille. Passez à l'un de ces réseaux pour continuer.",
  disconnect: 'Se déconnecter',
  disconnectFailed: 'Échec de la déconnexion',
  ...namespaceNames,
} satisfies CatalogueTopic<'networks'>
