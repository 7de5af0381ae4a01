import type { AppKitCore } from '../client/createAppKitCore'
import {
  connectEmail,
  type EmailFrame,
  type EmailLoginState,
  type EmailLoginStep,
  verifyDevice,
  verifyOtp,
} from '../controllers/emailLogin/emailLogin'
import { trackEvent } from '../controllers/events/events'
import {
  type SocialLoginServices,
  type SocialLoginState,
  startSocialLogin,
} from '../controllers/social/socialLogin'
import { PopupClosedError } from '../errors/connectionErrors'
import { errorMessage } from './eventProperties'
import { eventsContext } from './eventsContext'

/** What {@link loginWithEmail} is told along the way. */
export type LoginWithEmailParameters = {
  login: EmailLoginState
  frame: EmailFrame
  email: string
  /** Called before the device verification is awaited (the visitor checks their inbox). */
  onVerifyDevice?: () => void
}

/**
 * Starts the e-mail login ({@link connectEmail}, then the device verification when asked) with
 * AppKit's events: EMAIL_SUBMITTED, DEVICE_REGISTERED_FOR_EMAIL once the device is verified,
 * EMAIL_VERIFICATION_CODE_SENT when a one-time code is on its way. Resolves the next step.
 *
 * @example
 * const step = await loginWithEmail(core, { login, frame, email: 'a@b.co' })
 */
export async function loginWithEmail(
  core: AppKitCore,
  { login, frame, email, onVerifyDevice }: LoginWithEmailParameters,
): Promise<EmailLoginStep> {
  const context = eventsContext(core)
  trackEvent(context, { event: 'EMAIL_SUBMITTED' })
  const step = await connectEmail(login, frame, email)
  if (step === 'VERIFY_DEVICE') {
    onVerifyDevice?.()
    await verifyDevice(login, frame)
    trackEvent(context, { event: 'DEVICE_REGISTERED_FOR_EMAIL' })
  }
  if (step !== 'CONNECTED') trackEvent(context, { event: 'EMAIL_VERIFICATION_CODE_SENT' })
  return login.step
}

/**
 * Checks the e-mail one-time code ({@link verifyOtp}) with AppKit's events:
 * EMAIL_VERIFICATION_CODE_PASS, or EMAIL_VERIFICATION_CODE_FAIL `{ message }` and rethrows.
 */
export async function verifyEmailCode(
  core: AppKitCore,
  login: EmailLoginState,
  frame: EmailFrame,
  code: string,
): Promise<void> {
  const context = eventsContext(core)
  try {
    await verifyOtp(login, frame, code)
  } catch (error) {
    trackEvent(context, {
      event: 'EMAIL_VERIFICATION_CODE_FAIL',
      properties: { message: errorMessage(error) },
    })
    throw error
  }
  trackEvent(context, { event: 'EMAIL_VERIFICATION_CODE_PASS' })
}

/**
 * Runs a social login ({@link startSocialLogin}) with AppKit's events, each with `{ provider }`:
 * SOCIAL_LOGIN_STARTED, SOCIAL_LOGIN_REQUEST_USER_DATA when the popup answered, then
 * SOCIAL_LOGIN_SUCCESS, SOCIAL_LOGIN_CANCELED (the popup closed first) or SOCIAL_LOGIN_ERROR
 * (with `message`; rethrown).
 */
export async function loginWithSocial(
  core: AppKitCore,
  state: SocialLoginState,
  services: SocialLoginServices,
  provider: string,
): ReturnType<typeof startSocialLogin> {
  const context = eventsContext(core)
  trackEvent(context, { event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
  try {
    const user = await startSocialLogin(
      state,
      {
        ...services,
        connectSocial: (uri) => {
          trackEvent(context, { event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider } })
          return services.connectSocial(uri)
        },
      },
      provider,
    )
    trackEvent(context, { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
    return user
  } catch (error) {
    if (error instanceof PopupClosedError)
      trackEvent(context, { event: 'SOCIAL_LOGIN_CANCELED', properties: { provider } })
    else
      trackEvent(context, {
        event: 'SOCIAL_LOGIN_ERROR',
        properties: { provider, message: errorMessage(error) },
      })
    throw error
  }
}
