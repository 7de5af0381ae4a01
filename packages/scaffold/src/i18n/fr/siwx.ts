import type { CatalogueTopic } from '../CatalogueTopic'

/** The siwx strings in French; the English file names their use. */
export const siwx = {
  title: '{name} vous demande de vous connecter',
  titleNoName: 'Cette application vous demande de vous connecter',
  hint: 'Signez un message dans votre portefeuille pour prouver que {address} vous appartient. La signature ne coûte pas de gaz.',
  account: 'Compte',
  sign: 'Signer',
  signing: 'En attente de la signature du portefeuille',
  cancel: 'Annuler',
  failed: 'Erreur lors de la signature du message',
  failedHint: "Le message n'a pas été signé ou n'a pas pu être vérifié. Réessayez.",
  required: 'Vous devez vous connecter pour utiliser cette application.',
} satisfies CatalogueTopic<'siwx'>
