import type { CatalogueTopic } from '../CatalogueTopic'

/** The pay strings in French; the English file names their use. */
export const pay = {
  title: 'Payer',
  request: 'Demande de paiement',
  recipient: 'Destinataire',
  amount: 'Montant',
  network: 'Réseau',
  submit: 'Payer {amount} {symbol}',
  paying: 'Paiement en cours',
  assetLoading: 'Chargement de votre solde',
  assetUnavailable: 'Vous ne détenez pas de {asset} sur {network}.',
  insufficientBalance: 'Solde insuffisant : {balance} {symbol} disponibles',
  invalidRequest: "Cette demande de paiement n'est pas valide.",
  paid: 'Payé : {amount} {symbol}',
  transaction: 'Transaction {hash}',
  viewTransaction: "Voir dans l'explorateur de blocs",
  rejected: 'Le portefeuille a refusé le paiement.',
  failed: 'Le paiement a échoué. Réessayez.',
  done: 'Terminé',
  notConnected: 'Connectez un portefeuille pour payer.',
} satisfies CatalogueTopic<'pay'>
