import type { CatalogueTopic } from '../CatalogueTopic'

/** The notices strings in French; the English file names their use. */
export const notices = {
  'Network Not Found': 'Réseau introuvable',
  'The selected network is not configured for this app.':
    "Le réseau choisi n'est pas configuré pour cette application.",
  'Invalid App Configuration': "Configuration de l'application non valide",
  'The origin of this page is not on the allowlist of the project.':
    "L'origine de cette page ne figure pas dans la liste autorisée du projet.",
  'Embedded Wallet Request Timed Out': 'Délai dépassé pour le portefeuille intégré',
  'The embedded wallet did not answer in time.': "Le portefeuille intégré n'a pas répondu à temps.",
  'Network Error - Could not load embedded wallet':
    'Erreur réseau : impossible de charger le portefeuille intégré',
  'The embedded wallet frame could not be loaded.':
    "Le cadre du portefeuille intégré n'a pas pu être chargé.",
  'The embedded wallet iframe failed to load.':
    "L'iframe du portefeuille intégré n'a pas pu se charger.",
  'Session Expired': 'Session expirée',
  'Check your time settings and reconnect.':
    "Vérifiez les réglages de l'heure et reconnectez-vous.",
  'Invalid Project ID': 'ID de projet non valide',
  'The project id is not valid.': "L'ID du projet n'est pas valide.",
  'Project ID Not Configured': 'ID de projet non configuré',
  'Set a project id in the configuration.': 'Indiquez un ID de projet dans la configuration.',
  'Server Error': 'Erreur du serveur',
  'Failed to get App Configuration.': "Impossible d'obtenir la configuration de l'application.",
  'Rate Limited': 'Trop de requêtes',
  'Too many requests; try again later.': 'Trop de requêtes ; réessayez plus tard.',
  'Unverified Domain': 'Domaine non vérifié',
  'This domain is not verified for the project.': "Ce domaine n'est pas vérifié pour le projet.",
  'Multi-Wallet Not Enabled': 'Multi-portefeuille non activé',
  'Token Balance Unavailable': 'Solde des jetons indisponible',
  'Failed to fetch transactions': 'Impossible de récupérer les transactions',
  'Error signing message': 'Erreur lors de la signature du message',
  'Failed to send': "Échec de l'envoi",
  'A problem occurred while trying initialize authentication':
    "Un problème est survenu lors de l'initialisation de l'authentification",
  'Authenticating...': 'Authentification...',
  'Action not allowed': 'Action non autorisée',
  'Insufficient funds for gas and value': 'Fonds insuffisants pour le gaz et le montant',
  'Invalid address': 'Adresse non valide',
  'Invalid data: odd-length hex': 'Données non valides : hexadécimal de longueur impaire',
  'The transaction would revert': 'La transaction serait annulée',
  'The nonce was already used': 'Le nonce a déjà été utilisé',
} satisfies CatalogueTopic<'notices'>
