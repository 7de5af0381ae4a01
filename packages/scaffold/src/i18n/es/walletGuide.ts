import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletGuide strings in Spanish; the English file names their use. */
export const walletGuide = {
  question: '¿No tienes billetera?',
  getStarted: 'Empezar',
} satisfies CatalogueTopic<'walletGuide'>
