import { OTP_TTL_MS } from '../otp/secureLimits'

/**
 * The e-mails of the e-mail change (SPEC §4): `current` to the address the wallet has now (is it
 * you?), `new` to the address it moves to (is it yours?).
 */
export function emailChangeMail(
  which: 'current' | 'new',
  code: string,
  ttlMs = OTP_TTL_MS,
): { subject: string; text: string } {
  const minutes = Math.round(ttlMs / 60_000)
  const why =
    which === 'current'
      ? 'Someone asked to move your wallet to another e-mail address. Enter this code to confirm it was you.'
      : 'Enter this code to confirm this address as the new e-mail of your wallet.'
  return {
    subject: `Your e-mail change code: ${code}`,
    text: [
      why,
      '',
      `Your code is ${code}.`,
      '',
      `It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  }
}
