import { OTP_TTL_MS } from '../otp/secureLimits'

/** The e-mail that asks to confirm a new device: a link to this site's device page. */
export function deviceEmail(link: string, ttlMs = OTP_TTL_MS): { subject: string; text: string } {
  const minutes = Math.round(ttlMs / 60_000)
  return {
    subject: 'Approve the login from a new device',
    text: [
      'Someone asked to log in to your wallet from a device it has not used before.',
      '',
      'If it was you, open this link and approve the device:',
      link,
      '',
      `The link expires in ${minutes} minutes and works once. If it was not you, ignore this e-mail: nothing happens without the link.`,
    ].join('\n'),
  }
}
