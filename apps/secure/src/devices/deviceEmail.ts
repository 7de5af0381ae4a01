import { fillMessage } from '../i18n/fillMessage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'
import { OTP_TTL_MS } from '../otp/secureLimits'
import type { LocalizedMail } from '../smtp/sendMail'

/** The e-mail that asks to confirm a new device, in `locale`: a link to this site's device page. */
export function deviceEmail(
  link: string,
  ttlMs = OTP_TTL_MS,
  locale: SecureLocale = 'en',
): LocalizedMail {
  const minutes = Math.round(ttlMs / 60_000)
  const { mail } = secureMessages(locale)
  return {
    subject: mail.deviceSubject,
    text: [
      mail.deviceIntro,
      '',
      mail.deviceAction,
      link,
      '',
      fillMessage(mail.deviceExpiry, { minutes }),
    ].join('\n'),
    language: locale,
  }
}
