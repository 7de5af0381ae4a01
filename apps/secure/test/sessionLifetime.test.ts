import { afterAll, describe, expect, inject, it } from 'vitest'
import { post } from './secureHttp'
import { approveDevice, readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
let now = 2_000_000_000
const secure = await startTestSecure(devnet, { now: () => now, sessionTtlMs: 60 * 60_000 })
afterAll(() => secure.stop())

/** A new session of `email` from the client `client` (one browser). */
async function login(email: string, client: string): Promise<string> {
  now += 31_000 // past SPEC §5's 30 s rule for the e-mail
  const asked = await post(secure, 'connect-email', { email }, { client })
  if (asked.body.action === 'VERIFY_DEVICE') {
    // SPEC §4: a known e-mail on a new device confirms it by the e-mailed link first.
    expect((await approveDevice(secure, email)).approved.status).toBe(200)
    expect(await post(secure, 'connect-device', { email }, { client })).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
  }
  const answer = await post(
    secure,
    'connect-otp',
    { email, otp: readCode(secure, email) },
    { client },
  )
  expect(answer.status).toBe(200)
  return String(answer.body.token)
}

const connected = async (token: string) => (await post(secure, 'user', {}, { token })).status

describe('sessions (issue 18)', () => {
  it("last the deployment's lifetime (here one hour) from their login", async () => {
    const token = await login('hour@example.com', 'session-client-000001')
    now += 59 * 60_000
    expect(await connected(token)).toBe(200)
    now += 60_000
    expect(await post(secure, 'user', {}, { token })).toEqual({
      status: 401,
      body: { error: 'Not connected' },
    })
  })

  it('sign-out ends that session only; "sign out everywhere" ends every session of the e-mail and no other', async () => {
    const laptop = await login('many@example.com', 'session-client-laptop')
    const phone = await login('many@example.com', 'session-client-phone0')
    const tablet = await login('many@example.com', 'session-client-tablet')
    const someoneElse = await login('else@example.com', 'session-client-else00')
    expect(await post(secure, 'sign-out', {}, { token: laptop })).toEqual({ status: 200, body: {} })
    expect(await connected(laptop)).toBe(401)
    expect(await connected(phone)).toBe(200)
    expect(await post(secure, 'sign-out-everywhere', {}, { token: phone })).toEqual({
      status: 200,
      body: { closed: 2 },
    })
    expect(await connected(phone)).toBe(401)
    expect(await connected(tablet)).toBe(401)
    expect(await connected(someoneElse)).toBe(200)
    expect(await post(secure, 'sign-out-everywhere', {}, { token: phone })).toEqual({
      status: 401,
      body: { error: 'Not connected' },
    })
  })
})
