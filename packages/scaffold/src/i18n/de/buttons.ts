import type { CatalogueTopic } from '../CatalogueTopic'

/** The buttons strings in German; the English file names their use. */
export const buttons = {
  connect: 'Wallet verbinden',
  connecting: 'Verbinde...',
  selectNetwork: 'Netzwerk wählen',
  unsupportedNetwork: 'Netzwerk wechseln',
  embeddedWalletFrame: 'Eingebettete Wallet',
} satisfies CatalogueTopic<'buttons'>
