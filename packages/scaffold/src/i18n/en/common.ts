/** Strings shared by several views (English). */
export const common = {
  close: 'Close',
  back: 'Back',
  help: 'What is a wallet?',
  copied: 'Copied',
  copy: 'Copy',
  tryAgain: 'Try again',
  loading: 'Loading',
} as const
