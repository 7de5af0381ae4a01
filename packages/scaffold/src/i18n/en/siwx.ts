/** Strings of the SIWXSignMessage view (English). */
export const siwx = {
  title: '{name} wants you to sign in',
  titleNoName: 'This app wants you to sign in',
  hint: 'Sign a message in your wallet to prove you own {address}. Signing costs no gas.',
  account: 'Account',
  sign: 'Sign',
  signing: 'Waiting for your wallet to sign',
  cancel: 'Cancel',
  failed: 'Error signing message',
  failedHint: 'The message was not signed or could not be verified. Try again.',
  required: 'Signing in is required to use this app.',
}
