import { fillMessage } from '../i18n/fillMessage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'
import type { LocalizedMail } from '../smtp/sendMail'
import { OTP_TTL_MS } from './secureLimits'

/** The login e-mail with its one-time code, in `locale` (the modal's language). */
export function loginEmail(
  code: string,
  ttlMs = OTP_TTL_MS,
  locale: SecureLocale = 'en',
): LocalizedMail {
  const minutes = Math.round(ttlMs / 60_000)
  const { mail } = secureMessages(locale)
  return {
    subject: fillMessage(mail.loginSubject, { code }),
    text: [
      fillMessage(mail.loginCode, { code }),
      '',
      fillMessage(mail.codeExpiry, { minutes }),
    ].join('\n'),
    language: locale,
  }
}
