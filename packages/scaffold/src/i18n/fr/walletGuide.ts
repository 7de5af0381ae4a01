import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletGuide strings in French; the English file names their use. */
export const walletGuide = {
  question: "Vous n'avez pas de portefeuille ?",
  getStarted: 'Commencer',
} satisfies CatalogueTopic<'walletGuide'>
