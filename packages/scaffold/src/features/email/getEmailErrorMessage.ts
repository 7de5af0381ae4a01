import {
  CooldownActiveError,
  FrameLoadFailedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  UnverifiedDomainError,
} from '@appkit/core'
import type { MessageKey, MessageParams } from '../../i18n/translate'

/** The secure site's answers the panel tells apart (apps/secure's OtpError messages). */
const FRAME_DETAILS: Readonly<Record<string, MessageKey>> = {
  'Invalid code': 'email.invalidCode',
  'Code expired': 'email.codeExpired',
  'No code was sent to this e-mail': 'email.codeExpired',
  'Invalid email': 'email.invalidEmail',
  'The login e-mail could not be sent': 'email.sendFailed',
  'The e-mail could not be sent': 'email.sendFailed',
  'The device link expired': 'email.deviceExpired',
  'This is already the e-mail of this wallet': 'email.updateSame',
  'This e-mail is already in use': 'email.updateInUse',
  'No e-mail change is in progress': 'email.updateExpired',
}

const SERVER_COOLDOWN = /^Please try again after (\d+) seconds$/
/** The secure site's lockout after too many guesses or code requests (apps/secure's limits). */
const SERVER_LOCKOUT = /^Too many attempts\. Please try again after (\d+) seconds$/

/**
 * The catalogue message of a failed e-mail login step: the 30 s cooldown ('Please try again
 * after {n} seconds', SPEC §5) from core's cooldown or the secure site's, the secure site's
 * lockout after too many attempts, a wrong or expired code or device link, the e-mail change's
 * refusals,
 * a frame that could not load, else 'E-mail login failed'.
 */
export function getEmailErrorMessage(error: unknown): { key: MessageKey; params?: MessageParams } {
  if (error instanceof CooldownActiveError)
    return { key: 'email.cooldown', params: { seconds: error.seconds } }
  if (
    error instanceof FrameLoadFailedError ||
    error instanceof FrameRequestTimeoutError ||
    error instanceof UnverifiedDomainError
  )
    return { key: 'email.frameFailed' }
  if (error instanceof FrameRequestError) {
    const details = error.details ?? ''
    const seconds = SERVER_COOLDOWN.exec(details)?.[1]
    if (seconds) return { key: 'email.cooldown', params: { seconds: Number(seconds) } }
    const locked = SERVER_LOCKOUT.exec(details)?.[1]
    if (locked) return { key: 'email.tooManyAttempts', params: { seconds: Number(locked) } }
    const key = Object.hasOwn(FRAME_DETAILS, details) ? FRAME_DETAILS[details] : undefined
    if (key) return { key }
  }
  return { key: 'email.failed' }
}
