import type { Platform } from '@appkit/core/internal'

/** What the modal reads of the page's browser: Telegram, the operating system, the time zone. */
export type VisitorPlatform = Required<Pick<Platform, 'os' | 'telegram'>> &
  Pick<Platform, 'timeZone'>

/**
 * Reads the visitor's platform from the browser: the operating system from the user agent,
 * Telegram's in-app browser (its `TelegramWebviewProxy` bridge, its Web App object, or a user
 * agent naming Telegram), and the IANA time zone (undefined when Intl cannot tell).
 */
export function readVisitorPlatform(view: object, userAgent: string): VisitorPlatform {
  const os = /iPhone|iPad|iPod/i.test(userAgent)
    ? 'ios'
    : /Android/i.test(userAgent)
      ? 'android'
      : /Macintosh|Mac OS X/i.test(userAgent)
        ? 'mac'
        : 'other'
  const telegram =
    'TelegramWebviewProxy' in view ||
    Boolean((view as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) ||
    /Telegram/i.test(userAgent)
  let timeZone: string | undefined
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    timeZone = undefined
  }
  return { os, telegram, timeZone }
}
