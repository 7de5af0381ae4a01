/** Strings of the wallet guide under Connect (English). */
export const walletGuide = {
  question: "Haven't got a wallet?",
  getStarted: 'Get started',
} as const
