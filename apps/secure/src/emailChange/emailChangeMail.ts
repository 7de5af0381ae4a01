import { fillMessage } from '../i18n/fillMessage'
import type { SecureLocale } from '../i18n/secureLocales'
import { secureMessages } from '../i18n/secureMessages'
import { OTP_TTL_MS } from '../otp/secureLimits'
import type { LocalizedMail } from '../smtp/sendMail'

/**
 * The e-mails of the e-mail change (SPEC §4), in `locale`: `current` to the address the wallet
 * has now (is it you?), `new` to the address it moves to (is it yours?).
 */
export function emailChangeMail(
  which: 'current' | 'new',
  code: string,
  ttlMs = OTP_TTL_MS,
  locale: SecureLocale = 'en',
): LocalizedMail {
  const minutes = Math.round(ttlMs / 60_000)
  const { mail } = secureMessages(locale)
  return {
    subject: fillMessage(mail.changeSubject, { code }),
    text: [
      which === 'current' ? mail.changeCurrent : mail.changeNew,
      '',
      fillMessage(mail.changeCode, { code }),
      '',
      fillMessage(mail.codeExpiry, { minutes }),
    ].join('\n'),
    language: locale,
  }
}
