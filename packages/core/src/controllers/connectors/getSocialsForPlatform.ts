import { TELEGRAM_REMOVED_SOCIALS } from '../../constants/featureConstants'

/** Where the modal runs, as far as the social list cares. */
export type SocialPlatform = { telegram: boolean; os: 'ios' | 'mac' | 'android' | 'other' }

/**
 * The socials to show. On Telegram: google removed on iOS, x on Mac, facebook and x on
 * Android (SPEC §9).
 */
export function getSocialsForPlatform(
  socials: readonly string[],
  platform: SocialPlatform,
): string[] {
  if (!platform.telegram) return [...socials]
  const removed: readonly string[] = TELEGRAM_REMOVED_SOCIALS[platform.os]
  return socials.filter((s) => !removed.includes(s))
}
