import type { CatalogueTopic } from '../CatalogueTopic'

/** The email strings in French; the English file names their use. */
export const email = {
  title: 'Connexion par e-mail',
  label: 'E-mail',
  placeholder: 'Adresse e-mail',
  submit: 'Continuer',
  sending: 'Envoi du code',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  codeSent: 'Saisissez le code envoyé à {email}.',
  codeLegend: 'Code à usage unique',
  codeDigit: 'Chiffre {position} sur {length}',
  verifying: 'Vérification du code',
  connecting: 'Connexion du portefeuille e-mail',
  resend: 'Renvoyer le code',
  changeEmail: 'Utiliser une autre adresse e-mail',
  cooldown: 'Réessayez dans {seconds} secondes',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
  invalidCode: "Ce code n'est pas correct. Vérifiez l'e-mail et réessayez.",
  codeExpired: 'Ce code a expiré. Demandez-en un nouveau.',
  sendFailed: "Le code n'a pas pu être envoyé. Réessayez.",
  failed: 'La connexion par e-mail a échoué. Réessayez.',
  frameFailed: "Le portefeuille e-mail n'a pas pu être chargé.",
} satisfies CatalogueTopic<'email'>
