import * as controllers from '@appkit/core/controllers'
import { DEFAULT_SOCIALS, type Platform } from '@appkit/core/internal'

/** SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'. */
export const SOCIAL_ORDER: readonly string[] = DEFAULT_SOCIALS

/** Farcaster signs in by its own flow (ConnectingFarcaster: QR code and deep link), not a popup. */
export const FARCASTER = 'farcaster'

/**
 * The social buttons to show, in SPEC §9's order: the enabled socials (local options merged with
 * the remote ones) that core's social login supports or Farcaster, less those SPEC §9 drops
 * inside Telegram.
 */
export function getShownSocials(
  enabled: readonly string[] | false,
  platform: Pick<Platform, 'os' | 'telegram'> = {},
): string[] {
  if (!enabled) return []
  const shown = SOCIAL_ORDER.filter(
    (provider) =>
      enabled.includes(provider) &&
      (provider === FARCASTER || controllers.socialLogin.isSocialProvider(provider)),
  )
  return controllers.socials.getSocialsForPlatform(shown, {
    telegram: platform.telegram === true,
    os: platform.os ?? 'other',
  })
}
