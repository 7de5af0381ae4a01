import type { CatalogueTopic } from '../CatalogueTopic'

/** The buttons strings in French; the English file names their use. */
export const buttons = {
  connect: 'Connecter un portefeuille',
  connecting: 'Connexion...',
  selectNetwork: 'Choisir un réseau',
  unsupportedNetwork: 'Changer de réseau',
  embeddedWalletFrame: 'Portefeuille intégré',
} satisfies CatalogueTopic<'buttons'>
