import type { DeviceCheckStore } from '../devices/DeviceCheckStore'
import type { DeviceStore } from '../devices/DeviceStore'
import type { EmailChangeStore } from '../emailChange/EmailChangeStore'
import { readSecureLocale, type SecureLocale } from '../i18n/secureLocales'
import type { AttemptLimiter } from '../limits/AttemptLimiter'
import type { OtpStore } from '../otp/OtpStore'
import type { SessionStore } from '../sessions/SessionStore'
import type { SmtpConfig } from '../smtp/sendMail'
import type { WalletStore } from '../wallets/WalletStore'

/** Who calls: the connection's address (or the deployment's proxy header) and the frame's client id. */
export type SecureClient = { address: string; id: string }

/** An API answer: an HTTP status and a JSON body (`{ error, code? }` when it failed). */
export type SecureApiAnswer = { status: number; body: unknown }

/** One route of the JSON API. */
export type SecureRoute = (
  body: unknown,
  token: string | undefined,
  signal: AbortSignal | undefined,
  client: SecureClient,
) => Promise<SecureApiAnswer>

/** What the device check and e-mail change routes share with the login routes. */
export type LoginRouteContext = {
  otp: OtpStore
  /** The codes of the e-mail change (their own 30 s cooldown per address). */
  changeCodes: OtpStore
  wallets: WalletStore
  sessions: SessionStore
  devices: DeviceStore
  deviceChecks: DeviceCheckStore
  emailChanges: EmailChangeStore
  smtp: SmtpConfig
  mailFrom: string
  /** The site's own origin (the device link points there). */
  siteUrl: () => string
  /** How long a code, a device link and an e-mail change stay valid. */
  codeTtlMs: number
  limiters: {
    guessesByClient: AttemptLimiter
    guessesByAddress: AttemptLimiter
    guessesByEmail: AttemptLimiter
    requestsByClient: AttemptLimiter
    requestsByAddress: AttemptLimiter
  }
  clientKeyOf: (client: SecureClient) => string
}

export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined
}

export const fail = (status: number, error: string, code?: number): SecureApiAnswer => ({
  status,
  body: code === undefined ? { error } : { error, code },
})

/** The language a call asks its e-mail or page in (`locale`, the modal's): a shipped one, else English. */
export function localeOf(body: unknown): SecureLocale {
  return readSecureLocale(field(body, 'locale')) ?? 'en'
}
