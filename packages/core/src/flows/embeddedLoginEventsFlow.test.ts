import { describe, expect, it } from 'vitest'
import { createEmailLogin, type EmailFrame } from '../controllers/emailLogin/emailLogin'
import { subscribeToEvents } from '../controllers/events/events'
import { createSocialLogin, type SocialLoginServices } from '../controllers/social/socialLogin'
import { makeTestCore } from '../testing/makeTestCore'
import { systemClock } from '../time/clock'
import { loginWithEmail, loginWithSocial, verifyEmailCode } from './embeddedLoginEventsFlow'

// The embedded wallet frame and the social popup live in apps/secure (another package, run for
// real by its own tests and the demo's e2e); here they are in-memory stand-ins at that edge.
// No request is made: the analytics URL is never reached before the modal is opened.
function frame(action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'): EmailFrame {
  return {
    connectEmail: async () => ({ action }),
    connectDevice: async () => {},
    connectOtp: async (otp: string) => {
      if (otp !== '123456') throw new Error('Invalid code')
    },
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => {},
    updateEmailSecondaryOtp: async () => {},
  } as unknown as EmailFrame
}

function setup() {
  const { core } = makeTestCore('http://127.0.0.1:9')
  const events: { event: string; properties?: Record<string, unknown> }[] = []
  subscribeToEvents(core.events, ({ event, properties }) =>
    events.push(properties ? { event, properties } : { event }),
  )
  return { core, events }
}

function social(popupClosed = false): SocialLoginServices {
  return {
    getRedirectUri: async (provider) => `http://127.0.0.1/secure/${provider}`,
    openPopup: () => ({ closed: popupClosed, close: () => {} }),
    waitForResult: () => (popupClosed ? new Promise<string>(() => {}) : Promise.resolve('r')),
    connectSocial: async () => ({ address: '0xa', chainId: 1 }),
    clock: systemClock,
  }
}

describe('embedded login events', () => {
  it("SPEC §4 'device verification, then one-time code' with EMAIL_SUBMITTED, DEVICE_REGISTERED_FOR_EMAIL, EMAIL_VERIFICATION_CODE_SENT, then PASS or FAIL", async () => {
    const { core, events } = setup()
    const login = createEmailLogin(systemClock)
    const device = frame('VERIFY_DEVICE')
    let askedDevice = false
    await expect(
      loginWithEmail(core, {
        login,
        frame: device,
        email: 'a@b.co',
        onVerifyDevice: () => {
          askedDevice = true
        },
      }),
    ).resolves.toBe('VERIFY_OTP')
    expect(askedDevice).toBe(true)
    await expect(verifyEmailCode(core, login, device, '000000')).rejects.toThrow('Invalid code')
    await verifyEmailCode(core, login, device, '123456')
    expect(events).toEqual([
      { event: 'EMAIL_SUBMITTED' },
      { event: 'DEVICE_REGISTERED_FOR_EMAIL' },
      { event: 'EMAIL_VERIFICATION_CODE_SENT' },
      { event: 'EMAIL_VERIFICATION_CODE_FAIL', properties: { message: 'Invalid code' } },
      { event: 'EMAIL_VERIFICATION_CODE_PASS' },
    ])
  })

  it('an e-mail the frame connects at once sends no code event', async () => {
    const { core, events } = setup()
    const step = await loginWithEmail(core, {
      login: createEmailLogin(systemClock),
      frame: frame('CONNECT'),
      email: 'a@b.co',
    })
    expect(step).toBe('CONNECTED')
    expect(events).toEqual([{ event: 'EMAIL_SUBMITTED' }])
  })

  it("SPEC §4 'Social login: started, request user data, success or error; popup closed before completion rejects' as SOCIAL_LOGIN_* events", async () => {
    const { core, events } = setup()
    await loginWithSocial(core, createSocialLogin(), social(), 'github')
    await expect(loginWithSocial(core, createSocialLogin(), social(true), 'x')).rejects.toThrow(
      'Popup closed',
    )
    await expect(loginWithSocial(core, createSocialLogin(), social(), 'myspace')).rejects.toThrow()
    expect(events.map((e) => e.event)).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'SOCIAL_LOGIN_SUCCESS',
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_CANCELED',
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_ERROR',
    ])
    expect(events[0]).toEqual({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'github' } })
    expect(events.at(-1)?.properties).toMatchObject({ provider: 'myspace' })
  })
})
