import type { CatalogueTopic } from '../CatalogueTopic'

/** The approveTransaction strings in French; the English file names their use. */
export const approveTransaction = {
  kind_signMessage: 'Signer un message',
  kind_signTypedData: 'Signer des données typées',
  kind_sendTransaction: 'Envoyer une transaction',
  kind_sendCalls: "Envoyer un lot d'appels",
  kind_permissions: 'Modifier les autorisations',
  kind_userOperation: 'Envoyer une opération utilisateur',
  kind_solanaTransaction: 'Signer une transaction Solana',
  kind_other: 'Demande du portefeuille',
  requestedBy: 'Demandé par {origin}',
  method: 'Méthode',
  network: 'Réseau',
  queue: 'Demande {index} sur {count}',
  label_message: 'Message à signer',
  label_to: 'Destinataire',
  label_value: 'Valeur',
  label_data: 'Données',
  dataBytes: '{count} octets de données de contrat',
  label_typedData: 'Données typées',
  label_contract: 'Contrat',
  label_calls: 'Appels',
  label_params: 'Paramètres',
  hiddenCharacters:
    'Cette demande contient des caractères masqués ou qui changent le sens du texte. Ils sont affichés sous forme échappée.',
  approve: 'Approuver',
  reject: 'Refuser',
  waiting: 'Confirmez dans votre portefeuille',
  readingRequest: 'Lecture de la demande',
  noRequest: "Aucune demande n'attend d'approbation.",
  reviewInFrame:
    'Examinez la demande dans votre portefeuille ci-dessous, puis approuvez-la ou refusez-la.',
  frameTitle: 'Votre portefeuille : approuvez ou refusez la demande',
} satisfies CatalogueTopic<'approveTransaction'>
