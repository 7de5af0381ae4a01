import type { CatalogueTopic } from '../CatalogueTopic'

/** The connectingExternal strings in French; the English file names their use. */
export const connectingExternal = {
  pendingTitle: 'Continuez dans {name}',
  pendingDescription: 'Acceptez la demande de connexion dans le portefeuille',
  pendingStatus: 'En attente de {name}',
  rejectedTitle: 'Connexion refusée',
  rejectedDescription: 'La demande a été refusée dans le portefeuille. Vous pouvez réessayer.',
  errorTitle: 'Échec de la connexion',
  unsupportedChainsDescription: 'Le connecteur ne prend en charge aucune des chaînes demandées',
  errorDescription: 'Un problème est survenu lors de la connexion. Vous pouvez réessayer.',
  notFound: "Ce portefeuille n'est plus disponible dans le navigateur.",
} satisfies CatalogueTopic<'connectingExternal'>
