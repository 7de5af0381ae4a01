import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletGuide strings in Japanese; the English file names their use. */
export const walletGuide = {
  question: 'ウォレットをお持ちでない場合',
  getStarted: 'はじめる',
} satisfies CatalogueTopic<'walletGuide'>
