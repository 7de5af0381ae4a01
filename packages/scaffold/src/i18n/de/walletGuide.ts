import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletGuide strings in German; the English file names their use. */
export const walletGuide = {
  question: 'Noch keine Wallet?',
  getStarted: 'Los geht’s',
} satisfies CatalogueTopic<'walletGuide'>
