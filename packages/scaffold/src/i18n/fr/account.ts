import type { CatalogueTopic } from '../CatalogueTopic'

/** The account strings in French; the English file names their use. */
export const account = {
  balanceLoading: 'Chargement du solde',
  balanceUnavailable: 'Solde indisponible',
  copyAddress: "Copier l'adresse",
  addressCopied: 'Adresse copiée',
  copyFailed: 'Échec de la copie',
  explorer: 'Explorateur de blocs',
  selectNetwork: 'Choisir un réseau',
  features: 'Fonctions du portefeuille',
  onramp: 'Achat crypto',
  swaps: 'Échanger',
  receive: 'Recevoir',
  send: 'Envoyer',
  connectedWallets: 'Portefeuilles connectés',
  disconnect: 'Se déconnecter',
  disconnecting: 'Déconnexion',
  disconnectFailed: 'Échec de la déconnexion',
  notConnected: "Aucun portefeuille n'est connecté.",
  accounts: 'Comptes',
  activeAccount: 'Actif',
  accountTypePayment: 'Paiement',
  accountTypeOrdinal: 'Ordinaux',
  accountTypeEoa: 'Compte',
  accountTypeSmartAccount: 'Compte intelligent',
  editEmail: 'Modifier l’e-mail',
} satisfies CatalogueTopic<'account'>
