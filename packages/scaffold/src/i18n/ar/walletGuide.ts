import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletGuide strings in Arabic; the English file names their use. */
export const walletGuide = {
  question: 'ليست لديك محفظة؟',
  getStarted: 'ابدأ الآن',
} satisfies CatalogueTopic<'walletGuide'>
