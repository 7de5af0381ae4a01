import { socialProviderNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The socials strings in French; the English file names their use. */
export const socials = {
  title: 'Connexion sociale',
  groupLabel: 'Se connecter avec un compte social',
  continueWith: 'Continuer avec {provider}',
  waiting: 'Continuez dans la fenêtre de {provider}',
  connecting: 'Connexion du portefeuille social',
  popupClosed: 'Fenêtre pop-up fermée',
  failed: 'La connexion sociale a échoué. Réessayez.',
  retry: 'Réessayer',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
