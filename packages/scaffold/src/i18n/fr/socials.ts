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
  farcasterQrLabel: 'Code QR pour se connecter avec Farcaster',
  farcasterScan:
    'Scannez-le avec l’appareil photo de votre téléphone ou l’app Farcaster pour vous connecter',
  farcasterOpen: 'Ouvrir Farcaster',
  farcasterWaiting: 'En attente d’approbation dans Farcaster',
  farcasterPreparing: 'Préparation de la connexion Farcaster',
  farcasterFailed: 'Échec de la connexion à Farcaster',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
