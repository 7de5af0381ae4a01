import { socialProviderNames } from '../brandNames'

/** Strings of social login: the buttons on Connect and the popup panel (English). */
export const socials = {
  title: 'Social Login',
  groupLabel: 'Log in with a social account',
  continueWith: 'Continue with {provider}',
  waiting: 'Continue in the {provider} window',
  connecting: 'Connecting the social wallet',
  popupClosed: 'Popup closed',
  failed: 'Social login failed. Try again.',
  retry: 'Try again',
  /** ConnectingFarcaster (SPEC §2): its QR code, deep link and states. */
  farcasterQrLabel: 'QR code to sign in with Farcaster',
  farcasterScan: "Scan it with your phone's camera or the Farcaster app to sign in",
  farcasterOpen: 'Open Farcaster',
  farcasterWaiting: 'Waiting for approval in Farcaster',
  farcasterPreparing: 'Preparing the Farcaster sign-in',
  farcasterFailed: 'Failed to connect to farcaster',
  ...socialProviderNames,
} as const
