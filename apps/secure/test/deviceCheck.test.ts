import { afterAll, describe, expect, inject, it } from 'vitest'
import { post } from './secureHttp'
import { approveDevice, frameOn, readCode, readDeviceLink, startTestSecure } from './secureSite'

const devnet = inject('devnet')
let now = 2_100_000_000
const secure = await startTestSecure(devnet, { now: () => now })
afterAll(() => secure.stop())

/** Past SPEC §5's 30 s rule for the next e-mail to the same address. */
const later = () => {
  now += 31_000
}

/** Logs `frame` in with `email` where no device check is asked (a new e-mail, or a known device). */
async function login(frame: ReturnType<typeof frameOn>, email: string) {
  later()
  expect(await frame.request('CONNECT_EMAIL', { email })).toMatchObject({
    payload: { action: 'VERIFY_OTP' },
  })
  expect(await frame.request('CONNECT_OTP', { otp: readCode(secure, email) })).toMatchObject({
    type: 'CONNECT_OTP_SUCCESS',
  })
  return (await frame.request('GET_USER')).payload as { address: string; email: string }
}

describe('device verification (SPEC §4 "connect email returns an action (VERIFY_DEVICE, VERIFY_OTP, CONNECT); then device verification, then one-time code")', () => {
  it('a known e-mail on a new device gets VERIFY_DEVICE and a link by e-mail; after Approve on the link the code comes, and the device is known from then on', async () => {
    const email = 'device-owner@example.com'
    const laptop = frameOn(secure)
    const { address } = await login(laptop, email) // the first login of an e-mail: no check

    const phone = frameOn(secure)
    later()
    expect(await phone.request('CONNECT_EMAIL', { email })).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_DEVICE' },
    })
    expect(secure.smtpSink?.lastMessage(email)).toMatchObject({
      to: [email],
      subject: 'Approve the login from a new device',
    })
    // No code went out: skipping the device check gets nothing.
    expect(await phone.request('CONNECT_OTP', { otp: '123456' })).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'No code was sent to this e-mail' },
    })
    await phone.request('CONNECT_EMAIL', { email: 'x@example.com' }) // another pending e-mail…
    later()
    expect(await phone.request('CONNECT_EMAIL', { email })).toMatchObject({
      payload: { action: 'VERIFY_DEVICE' }, // …and back: a fresh link
    })
    const waiting = phone.request('CONNECT_DEVICE')
    let settled = false
    void waiting.then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(settled).toBe(false) // waits for the visitor's Approve on the link

    const { page, approved } = await approveDevice(secure, email)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`A login to <strong>${email}</strong> was asked from a device`)
    expect(approved).toMatchObject({ status: 200 })
    expect(approved.text).toContain('Device approved')
    expect(await waiting).toMatchObject({ type: 'CONNECT_DEVICE_SUCCESS' })
    expect(secure.smtpSink?.lastMessage(email)?.subject).toMatch(/^Your login code: \d{6}$/)
    expect(await phone.request('CONNECT_OTP', { otp: readCode(secure, email) })).toMatchObject({
      type: 'CONNECT_OTP_SUCCESS',
    })
    expect((await phone.request('GET_USER')).payload).toMatchObject({ email, address })

    // The phone is known now: its next login asks no device check; the laptop's neither.
    await phone.request('SIGN_OUT')
    expect((await login(phone, email)).address).toBe(address)
    expect((await login(laptop, email)).address).toBe(address)
  })

  it('the link works once, only from its own page, only for the device that asked, and expires', async () => {
    const email = 'device-link@example.com'
    await login(frameOn(secure), email)
    const tablet = frameOn(secure)
    later()
    await tablet.request('CONNECT_EMAIL', { email })
    const link = readDeviceLink(secure, email)
    const token = new URL(link).searchParams.get('token') ?? ''

    // Another site's form cannot approve it (no or another Origin).
    const forged = await fetch(`${secure.url}/device`, {
      method: 'POST',
      headers: {
        origin: 'http://127.0.0.1:9',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `token=${token}`,
    })
    expect(forged.status).toBe(403)
    // A made-up token: the page says so.
    const madeUp = await fetch(`${secure.url}/device?token=${'0'.repeat(64)}`)
    expect(madeUp.status).toBe(404)
    expect(await madeUp.text()).toContain('This link cannot be used')

    // A stranger's client polls in vain: the check belongs to the tablet.
    expect(
      await post(secure, 'connect-device', { email }, { client: 'stranger-0000000001' }),
    ).toEqual({
      status: 400,
      body: { error: 'No device check was started for this e-mail' },
    })
    expect(await post(secure, 'connect-device', { email: 'a<b@x.io' }, {})).toEqual({
      status: 400,
      body: { error: 'Invalid email' },
    })

    expect((await approveDevice(secure, email)).approved.status).toBe(200)
    // Used once: a second Approve and the page itself refuse it.
    const again = await approveDevice(secure, email)
    expect(again.page.status).toBe(404)
    expect(again.approved.status).toBe(400)
    expect(again.approved.text).toContain('This link cannot be used')

    // An unopened link expires with its 10 minutes: the frame hears so.
    const late = frameOn(secure)
    later()
    await late.request('CONNECT_EMAIL', { email })
    now += 10 * 60_000
    expect(await late.request('CONNECT_DEVICE')).toMatchObject({
      type: 'CONNECT_DEVICE_ERROR',
      payload: { message: 'The device link expired' },
    })
    expect((await approveDevice(secure, email)).page.status).toBe(404)
  })

  it('keeps the limits: device e-mails count as code requests of the client', async () => {
    const email = 'device-limit@example.com'
    await login(frameOn(secure), email)
    const client = 'device-limit-client-01'
    let last = { status: 0, body: {} as Record<string, unknown> }
    for (let i = 0; i < 11; i += 1) {
      later()
      last = await post(secure, 'connect-email', { email }, { client })
    }
    expect(last.status).toBe(429)
    expect(String(last.body.error)).toMatch(
      /^Too many attempts\. Please try again after \d+ seconds$/,
    )
  })
})

describe('the e-mail change (SPEC §4 "E-mail change: primary-email code, then secondary-email code")', () => {
  it('a code to the current address, then one to the new address; the wallet moves to the new e-mail with its address and known devices', async () => {
    const from = 'change-from@example.com'
    const to = 'change-to@example.com'
    const frame = frameOn(secure, 'change-device-000000001')
    const { address } = await login(frame, from)
    const otherDevice = frameOn(secure)
    later()
    await otherDevice.request('CONNECT_EMAIL', { email: from })
    await approveDevice(secure, from)
    await otherDevice.request('CONNECT_DEVICE')
    await otherDevice.request('CONNECT_OTP', { otp: readCode(secure, from) })
    expect(await otherDevice.request('IS_CONNECTED')).toMatchObject({
      payload: { isConnected: true },
    })

    expect(await frame.request('UPDATE_EMAIL', { email: 'not an e-mail' })).toMatchObject({
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'Invalid email' },
    })
    expect(await frame.request('UPDATE_EMAIL', { email: from })).toMatchObject({
      payload: { message: 'This is already the e-mail of this wallet' },
    })
    // The second code is not asked before the first.
    expect(await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '123456' })).toMatchObject({
      payload: { message: 'No e-mail change is in progress' },
    })
    expect(await frame.request('UPDATE_EMAIL', { email: to })).toMatchObject({
      type: 'UPDATE_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    })
    expect(secure.smtpSink?.lastMessage(from)?.subject).toMatch(/^Your e-mail change code: \d{6}$/)
    expect(secure.smtpSink?.lastMessage(to)).toBeUndefined()
    const primary = readCode(secure, from)
    const wrong = primary === '000000' ? '111111' : '000000'
    expect(await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: wrong })).toMatchObject({
      payload: { message: 'Invalid code' },
    })
    expect(await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toMatchObject({
      type: 'UPDATE_EMAIL_PRIMARY_OTP_SUCCESS',
      payload: { action: 'VERIFY_SECONDARY_OTP' },
    })
    const secondary = readCode(secure, to)
    // A code works once, and the first code is not the second.
    expect(
      await frame.request('UPDATE_EMAIL_SECONDARY_OTP', {
        otp: primary === secondary ? wrong : primary,
      }),
    ).toMatchObject({
      payload: { message: 'Invalid code' },
    })
    expect(await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toMatchObject({
      type: 'UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
      payload: { email: to },
    })
    expect((await frame.request('GET_USER')).payload).toMatchObject({ email: to, address })
    // The wallet's other session belonged to the old e-mail: it ended.
    expect(await otherDevice.request('IS_CONNECTED')).toMatchObject({
      payload: { isConnected: false },
    })

    // The new e-mail opens the same wallet, from the same (known) device without a check;
    // the old e-mail no longer does (its next login is a new wallet).
    await frame.request('SIGN_OUT')
    expect((await login(frame, to)).address).toBe(address)
    const fresh = await login(frameOn(secure), from)
    expect(fresh.address).not.toBe(address)
  })

  it('refuses an address that already has a wallet (409), a change without a session (401), and voids a code after 5 wrong guesses', async () => {
    const owner = 'change-owner@example.com'
    const taken = 'change-taken@example.com'
    await login(frameOn(secure), taken)
    const frame = frameOn(secure)
    await login(frame, owner)
    expect(await frame.request('UPDATE_EMAIL', { email: taken })).toMatchObject({
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'This e-mail is already in use' },
    })
    expect(await post(secure, 'update-email', { email: 'free@example.com' }, {})).toEqual({
      status: 401,
      body: { error: 'Not connected' },
    })
    later()
    await frame.request('UPDATE_EMAIL', { email: 'free@example.com' })
    const code = readCode(secure, owner)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i += 1)
      expect(await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: wrong })).toMatchObject({
        payload: { message: 'Invalid code' },
      })
    // The fifth wrong guess voided the code, as for login codes: the right one is too late.
    expect(await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code })).toMatchObject({
      type: 'UPDATE_EMAIL_PRIMARY_OTP_ERROR',
      payload: { message: 'No code was sent to this e-mail' },
    })
  })
})
