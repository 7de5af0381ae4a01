import type { CatalogueTopic } from '../CatalogueTopic'

/** The onramp strings in French; the English file names their use. */
export const onramp = {
  title: 'Acheter des cryptos',
  provider: 'Fournisseur',
  amount: 'Montant',
  currency: 'Payer en',
  limits: 'Entre {min} et {max} {currency}',
  outOfLimits: 'Saisissez un montant entre {min} et {max} {currency}',
  quoteLoading: "Obtention d'un devis",
  youReceive: 'Vous recevez {amount} {symbol}',
  fee: 'Frais du fournisseur {amount} {currency}',
  quoteUnavailable: "Aucun devis disponible pour l'instant.",
  submit: 'Acheter des {symbol}',
  opening: 'Ouverture du fournisseur',
  urlFailed: "Le fournisseur n'a pas pu être ouvert. Réessayez.",
  popupBlocked:
    'La fenêtre du fournisseur a été bloquée. Autorisez les fenêtres pop-up et réessayez.',
  waiting:
    'Terminez votre achat dans la fenêtre de {provider}. Votre solde se mettra à jour ici dès réception.',
  waitingLabel: 'En attente de votre achat',
  balance: 'Solde : {amount} {symbol}',
  received: 'Reçu : {amount} {symbol}',
  cancel: 'Retour',
  done: 'Retour au compte',
  notConnected: 'Connectez un portefeuille pour acheter des cryptos.',
} satisfies CatalogueTopic<'onramp'>
