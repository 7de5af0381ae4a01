import { DISPLAY_NAME_CUT_LENGTH, DISPLAY_NAME_MAX_LENGTH } from '../constants/limitConstants'

/** What {@link getDisplayName} reads. */
export type GetDisplayNameParameters = {
  username?: string | undefined
  email?: string | undefined
  socialProvider?: string | undefined
}

/**
 * The name shown for an e-mail/social account (SPEC §5: 'Display name: social username (trailing
 * 0 removed for discord), else e-mail, cut to 27 characters plus an ellipsis when over 30').
 * Returns undefined when there is neither.
 *
 * @example
 * getDisplayName({ username: 'alice0', socialProvider: 'discord' }) // 'alice'
 */
export function getDisplayName(parameters: GetDisplayNameParameters): string | undefined {
  const { username, email, socialProvider } = parameters
  let name = socialProvider && username ? username : email || undefined
  if (name === undefined) return undefined
  if (name === username && socialProvider === 'discord' && name.endsWith('0')) {
    name = name.slice(0, -1)
  }
  return name.length > DISPLAY_NAME_MAX_LENGTH
    ? `${name.slice(0, DISPLAY_NAME_CUT_LENGTH)}...`
    : name
}
