import { OTP_TTL_MS } from './secureLimits'

/** The login e-mail (this service's only text a visitor reads; English, one place to translate). */
export function loginEmail(code: string, ttlMs = OTP_TTL_MS): { subject: string; text: string } {
  const minutes = Math.round(ttlMs / 60_000)
  return {
    subject: `Your login code: ${code}`,
    text: [
      `Your login code is ${code}.`,
      '',
      `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  }
}
