import { proxy, ref } from 'valtio'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../constants/timeConstants'
import type { Clock } from '../../time/clock'
import { type Cooldown, createCooldown } from '../../time/createCooldown'

/** What connect-email answers (SPEC §4). */
export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The steps of the e-mail login and of the e-mail change. */
export type EmailLoginStep =
  | 'idle'
  | 'VERIFY_DEVICE'
  | 'VERIFY_OTP'
  | 'CONNECTED'
  | 'VERIFY_PRIMARY_OTP'
  | 'VERIFY_SECONDARY_OTP'
  | 'EMAIL_UPDATED'

/** E-mail login state. */
export type EmailLoginState = {
  step: EmailLoginStep
  email: string | undefined
  /** The address an e-mail change moves to, while it runs. */
  newEmail: string | undefined
  /** Started when a login e-mail is sent: the next may not go out within 30 s (SPEC §5). */
  cooldown: Cooldown
}

/** The embedded-wallet calls the e-mail login makes. */
export type EmailFrame = {
  connectEmail: (email: string) => Promise<{ action: ConnectEmailAction }>
  connectDevice: () => Promise<void>
  connectOtp: (otp: string) => Promise<void>
  updateEmail: (email: string) => Promise<void>
  updateEmailPrimaryOtp: (otp: string) => Promise<void>
  updateEmailSecondaryOtp: (otp: string) => Promise<void>
}

/** Creates an idle e-mail login whose cooldown runs on the instance clock. */
export function createEmailLogin(clock: Pick<Clock, 'now'>): EmailLoginState {
  return proxy<EmailLoginState>({
    step: 'idle',
    email: undefined,
    newEmail: undefined,
    cooldown: ref(createCooldown({ durationMs: EMAIL_LOGIN_COOLDOWN_MS, clock })),
  })
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** True for a valid e-mail string (SPEC §5). */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value)
}

/**
 * Starts the e-mail login: a new login e-mail may not be sent within 30 s of the last
 * ('Please try again after {n} seconds'); the answer decides the next step (SPEC §4, §5).
 */
export async function connectEmail(
  state: EmailLoginState,
  frame: EmailFrame,
  email: string,
): Promise<EmailLoginStep> {
  if (!isValidEmail(email)) throw new TypeError('Invalid email')
  state.cooldown.assertReady()
  const { action } = await frame.connectEmail(email)
  state.cooldown.start()
  state.email = email
  state.step = action === 'CONNECT' ? 'CONNECTED' : action
  return state.step
}

/** Device verification, then the one-time code step. */
export async function verifyDevice(state: EmailLoginState, frame: EmailFrame): Promise<void> {
  await frame.connectDevice()
  state.step = 'VERIFY_OTP'
}

/** Checks the one-time code (a string, SPEC §5) and connects. */
export async function verifyOtp(
  state: EmailLoginState,
  frame: EmailFrame,
  otp: string,
): Promise<void> {
  if (typeof otp !== 'string' || otp.length === 0) throw new TypeError('Invalid one-time code')
  await frame.connectOtp(otp)
  state.step = 'CONNECTED'
}

/** E-mail change: primary-email code, then secondary-email code (SPEC §4). */
export async function startEmailUpdate(
  state: EmailLoginState,
  frame: EmailFrame,
  email: string,
): Promise<void> {
  if (!isValidEmail(email)) throw new TypeError('Invalid email')
  await frame.updateEmail(email)
  state.newEmail = email
  state.step = 'VERIFY_PRIMARY_OTP'
}

/**
 * The next code of the e-mail change: primary first, then secondary; after the second the new
 * e-mail is the login's.
 */
export async function verifyEmailUpdateOtp(
  state: EmailLoginState,
  frame: EmailFrame,
  otp: string,
): Promise<void> {
  if (typeof otp !== 'string' || otp.length === 0) throw new TypeError('Invalid one-time code')
  if (state.step === 'VERIFY_PRIMARY_OTP') {
    await frame.updateEmailPrimaryOtp(otp)
    state.step = 'VERIFY_SECONDARY_OTP'
  } else if (state.step === 'VERIFY_SECONDARY_OTP') {
    await frame.updateEmailSecondaryOtp(otp)
    state.email = state.newEmail
    state.newEmail = undefined
    state.step = 'EMAIL_UPDATED'
  } else throw new Error(`No e-mail update in progress (step ${state.step})`)
}
