import type { CatalogueTopic } from '../CatalogueTopic'

/** The name registration strings in French; the English file names their use. */
export const names = {
  chooseName: 'Choisir un nom',
  label: 'Nom',
  placeholder: 'votrenom',
  intro:
    'Choisissez un nom pour votre compte. Votre portefeuille le signe ; rien n’est envoyé sur la chaîne.',
  rule: 'Un nom doit compter au moins 4 caractères : lettres, chiffres et tirets uniquement',
  suggestions: 'Propositions',
  available: 'Disponible',
  taken: 'Pris',
  nameTaken: '{name} est déjà pris',
  suggestionsFailed: 'Erreur lors de la récupération des propositions de noms',
  register: 'Enregistrer',
  registering: 'Enregistrement...',
  registerFailed: "Erreur lors de l'enregistrement du nom {name}",
  successText: '{name} est désormais le nom de votre compte.',
  backToAccount: 'Retour au compte',
  lookingUp: 'Recherche du nom de votre compte',
  namesFailed: 'Erreur lors de la récupération des noms de l’adresse',
} satisfies CatalogueTopic<'names'>
