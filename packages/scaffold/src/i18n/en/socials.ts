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
  ...socialProviderNames,
} as const
