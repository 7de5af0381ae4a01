import type { SecureCatalogue } from './en'

/** apps/secure's strings in French; the English file names their use. */
export const SECURE_FR: SecureCatalogue = {
  frame: {
    pageTitle: 'Approbation du portefeuille',
    kind_signMessage: 'Signer un message',
    kind_signTypedData: 'Signer des données structurées',
    kind_sendTransaction: 'Envoyer une transaction',
    kind_other: 'Demande au portefeuille',
    requestedBy: 'Demandé par {origin}',
    queue: 'Demande {index} sur {count}',
    method: 'Méthode',
    label_network: 'Réseau',
    label_from: 'De',
    label_to: 'À',
    label_amount: 'Montant',
    label_token: 'Jeton',
    label_recipient: 'Destinataire',
    label_spender: 'Autorisé à dépenser',
    label_allowance: 'Plafond autorisé',
    label_data: 'Données du contrat',
    label_gas: 'Limite de gaz',
    label_message: 'Message',
    label_primaryType: 'Type',
    label_domain: 'Domaine',
    label_params: 'Paramètres',
    hiddenCharacters:
      'Cette demande contient des caractères cachés ou qui changent le sens du texte. Ils sont affichés échappés.',
    secureNotice:
      'Affiché par votre portefeuille sur {origin}. Le site ne peut ni le modifier ni cliquer dessus.',
    approve: 'Approuver',
    reject: 'Refuser',
    working: 'Signature…',
  },
  device: {
    title: 'Approuver cet appareil',
    body: 'Une connexion à {email} a été demandée depuis un appareil que ce portefeuille n’a jamais utilisé. Approuvez-la seulement si c’était vous.',
    approve: 'Approuver l’appareil',
    approvedTitle: 'Appareil approuvé',
    approvedBody:
      'Retournez dans l’application : votre code de connexion est en route vers {email}.',
    invalidTitle: 'Ce lien ne peut pas être utilisé',
    invalidBody:
      'Il est invalide, a déjà servi ou a expiré. Recommencez la connexion dans l’application.',
  },
  mail: {
    loginSubject: 'Votre code de connexion : {code}',
    loginCode: 'Votre code de connexion est {code}.',
    codeExpiry:
      'Il expire dans {minutes} minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
    deviceSubject: 'Approuvez la connexion depuis un nouvel appareil',
    deviceIntro:
      'Quelqu’un a demandé à se connecter à votre portefeuille depuis un appareil qu’il n’a jamais utilisé.',
    deviceAction: 'Si c’était vous, ouvrez ce lien et approuvez l’appareil :',
    deviceExpiry:
      'Le lien expire dans {minutes} minutes et ne sert qu’une fois. Si ce n’était pas vous, ignorez cet e-mail : rien ne se passe sans le lien.',
    changeSubject: 'Votre code de changement d’e-mail : {code}',
    changeCurrent:
      'Quelqu’un a demandé à déplacer votre portefeuille vers une autre adresse e-mail. Saisissez ce code pour confirmer que c’était vous.',
    changeNew:
      'Saisissez ce code pour confirmer cette adresse comme nouvel e-mail de votre portefeuille.',
    changeCode: 'Votre code est {code}.',
  },
  pages: {
    callbackTitle: 'Connexion',
    callbackStatus: 'Connexion en cours…',
    chooserTitle: 'Connexion de test',
    chooserHeading: 'Choisissez un compte',
    chooserIntro: 'La connexion de test locale de cet environnement de développement.',
    chooserButton: 'Se connecter en tant que {identity}',
  },
}
