import * as controllers from '@appkit/core/controllers'

/** SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'. */
export const SOCIAL_ORDER = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/**
 * The social buttons to show, in SPEC §9's order: the enabled socials (local options merged with
 * the remote ones) that core's social login supports.
 */
export function getShownSocials(enabled: readonly string[] | false): string[] {
  if (!enabled) return []
  return SOCIAL_ORDER.filter(
    (provider) => enabled.includes(provider) && controllers.socialLogin.isSocialProvider(provider),
  )
}
