import { describe, expect, it } from 'vitest'
import {
  connectEmail,
  createEmailLogin,
  type EmailFrame,
  isValidEmail,
  startEmailUpdate,
  verifyDevice,
  verifyEmailUpdateOtp,
  verifyOtp,
} from './emailLogin'

// The embedded wallet (apps/secure) is another package; this in-memory stand-in records the
// frame messages the login sends, at that edge.
function frame(action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' = 'VERIFY_DEVICE') {
  const calls: string[] = []
  const value: EmailFrame = {
    connectEmail: async (email) => {
      calls.push(`email:${email}`)
      return { action }
    },
    connectDevice: async () => {
      calls.push('device')
    },
    connectOtp: async (otp) => {
      calls.push(`otp:${otp}`)
    },
    updateEmail: async (email) => {
      calls.push(`update:${email}`)
    },
    updateEmailPrimaryOtp: async (otp) => {
      calls.push(`primary:${otp}`)
    },
    updateEmailSecondaryOtp: async (otp) => {
      calls.push(`secondary:${otp}`)
    },
  }
  return { value, calls }
}

const fixedClock = { now: () => 0 }

describe('e-mail login', () => {
  it('SPEC §5 "E-mail must be a valid e-mail string; one-time code a string"', async () => {
    expect(isValidEmail('a@b.co')).toBe(true)
    expect(isValidEmail('nope')).toBe(false)
    expect(isValidEmail(42)).toBe(false)
    const state = createEmailLogin(fixedClock)
    await expect(connectEmail(state, frame().value, 'bad')).rejects.toThrow('Invalid email')
    await expect(verifyOtp(state, frame().value, '')).rejects.toThrow('Invalid one-time code')
  })

  it('SPEC §4 "connect email returns an action (VERIFY_DEVICE, VERIFY_OTP, CONNECT); then device verification, then one-time code"', async () => {
    const state = createEmailLogin(fixedClock)
    const f = frame('VERIFY_DEVICE')
    await expect(connectEmail(state, f.value, 'a@b.co')).resolves.toBe('VERIFY_DEVICE')
    await verifyDevice(state, f.value)
    expect(state.step).toBe('VERIFY_OTP')
    await verifyOtp(state, f.value, '123456')
    expect(state.step).toBe('CONNECTED')
    expect(f.calls).toEqual(['email:a@b.co', 'device', 'otp:123456'])
    await expect(
      connectEmail(createEmailLogin(fixedClock), frame('VERIFY_OTP').value, 'a@b.co'),
    ).resolves.toBe('VERIFY_OTP')
    await expect(
      connectEmail(createEmailLogin(fixedClock), frame('CONNECT').value, 'a@b.co'),
    ).resolves.toBe('CONNECTED')
  })

  it('SPEC §5 "A new login e-mail may not be triggered within 30 s of the last: \'Please try again after {n} seconds\' (n remaining, rounded up)"', async () => {
    let now = 1_000_000
    const state = createEmailLogin({ now: () => now })
    const f = frame('VERIFY_OTP')
    await connectEmail(state, f.value, 'a@b.co')
    now += 10_500
    await expect(connectEmail(state, f.value, 'a@b.co')).rejects.toThrow(
      'Please try again after 20 seconds',
    )
    now += 19_499
    await expect(connectEmail(state, f.value, 'a@b.co')).rejects.toThrow(
      'Please try again after 1 seconds',
    )
    now += 1
    await expect(connectEmail(state, f.value, 'a@b.co')).resolves.toBe('VERIFY_OTP')
  })

  it('SPEC §4 "E-mail change: primary-email code, then secondary-email code"', async () => {
    const state = createEmailLogin(fixedClock)
    const f = frame()
    await expect(verifyEmailUpdateOtp(state, f.value, '1')).rejects.toThrow(
      'No e-mail update in progress',
    )
    await expect(startEmailUpdate(state, f.value, 'x')).rejects.toThrow('Invalid email')
    await startEmailUpdate(state, f.value, 'new@b.co')
    expect(state.step).toBe('VERIFY_PRIMARY_OTP')
    expect(state.newEmail).toBe('new@b.co')
    await expect(verifyEmailUpdateOtp(state, f.value, '')).rejects.toThrow('Invalid one-time code')
    await verifyEmailUpdateOtp(state, f.value, '111')
    expect(state.step).toBe('VERIFY_SECONDARY_OTP')
    await verifyEmailUpdateOtp(state, f.value, '222')
    expect(state.step).toBe('EMAIL_UPDATED')
    expect(state.email).toBe('new@b.co')
    expect(state.newEmail).toBeUndefined()
    expect(f.calls).toEqual(['update:new@b.co', 'primary:111', 'secondary:222'])
  })
})
