/**
 * Strings of name registration (English): RegisterAccountName, RegisterAccountNameSuccess and
 * the Account view's entry to them. `{name}` is an account name.
 */
export const names = {
  chooseName: 'Choose a name',
  label: 'Name',
  placeholder: 'yourname',
  intro: 'Pick a name for your account. Your wallet signs it; nothing is sent on chain.',
  /** SPEC §5 'Account name: at least 4 characters, letters, digits, hyphens only'. */
  rule: 'A name needs at least 4 characters: letters, digits and hyphens only',
  suggestions: 'Suggestions',
  available: 'Available',
  taken: 'Taken',
  nameTaken: '{name} is already taken',
  suggestionsFailed: 'Error fetching name suggestions',
  register: 'Register',
  registering: 'Registering...',
  registerFailed: 'Error registering name {name}',
  successText: '{name} is now the name of your account.',
  backToAccount: 'Back to account',
  /** RegisterAccountNameSuccess opened directly, while the name service is asked. */
  lookingUp: "Looking up your account's name",
  /** SPEC §8 'Error fetching names for address'. */
  namesFailed: 'Error fetching names for address',
}
