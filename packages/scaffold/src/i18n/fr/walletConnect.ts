import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletConnect strings in French; the English file names their use. */
export const walletConnect = {
  qrLabel: 'Code QR pour connecter {name}',
  scanTitle: 'Scannez avec votre téléphone',
  scanDescription: 'Ouvrez {name} sur votre téléphone et scannez ce code pour vous connecter.',
  scanDescriptionGeneric:
    'Scannez ce code avec un portefeuille compatible WalletConnect sur votre téléphone.',
  preparing: 'Préparation du code QR',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié',
  copyFailed: 'Échec de la copie',
  tabsLabel: 'Façons de connecter {name}',
  tabMobile: 'Téléphone',
  tabDesktop: 'Ordinateur',
  tabWeb: 'Appli web',
  tabBrowser: 'Navigateur',
  openMobile: 'Ouvrir {name}',
  openDesktop: 'Ouvrir {name} pour ordinateur',
  openWeb: "Ouvrir l'application web {name}",
  openBrowser: "Utiliser l'extension {name}",
  continueIn: 'Continuez dans {name}',
  continueDescription: 'Acceptez la demande de connexion dans le portefeuille.',
  browserDescription: '{name} est installé dans ce navigateur.',
  rejectedTitle: 'Connexion refusée',
  rejectedDescription: 'La demande a été refusée dans le portefeuille. Vous pouvez réessayer.',
  retrying: 'La connexion a échoué, nouvelle tentative',
  unavailable: "WalletConnect n'est pas configuré pour cette application.",
  connectedTitle: 'Portefeuille connecté',
  sessionAccounts: 'Comptes partagés par le portefeuille',
  linkUnavailable: 'Ce portefeuille ne propose aucun lien pouvant être ouvert en toute sécurité.',
} satisfies CatalogueTopic<'walletConnect'>
