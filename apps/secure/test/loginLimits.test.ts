import { afterAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_LOGIN_LIMITS } from '../src/limits/LoginLimits'
import { type Answer, post, wrongCode } from './secureHttp'
import { readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
let now = 1_000_000_000
const clock = () => now
// Two sites on 127.0.0.1: the flood of the first test locks the loopback address there.
const flooded = await startTestSecure(devnet, { now: clock })
const secure = await startTestSecure(devnet, {
  now: clock,
  loginLimits: { codeRequestsPerClient: 3 },
})
afterAll(() => Promise.all([flooded.stop(), secure.stop()]))

const TOO_MANY = /^Too many attempts\. Please try again after \d+ seconds$/
const client = (name: string) => `client-${name}`.padEnd(24, '0')
const isTooMany = (answer: Answer) =>
  answer.status === 429 && TOO_MANY.test(String(answer.body.error))

describe('login hardening on a real HTTP server on 127.0.0.1 (issue 18, issue 19)', () => {
  it('200 guesses over 40 addresses from one client are stopped early with a clear message and a lockout; so are 200 from ever-new client ids', async () => {
    const attacker = client('attacker')
    const answers: Answer[] = []
    for (let i = 0; i < 40; i++) {
      const email = `victim${i}@example.com`
      answers.push(await post(flooded, 'connect-email', { email }, { client: attacker }))
      for (let guess = 0; guess < 5; guess++)
        answers.push(
          await post(
            flooded,
            'connect-otp',
            { email, otp: String(100_000 + guess) },
            { client: attacker },
          ),
        )
    }
    const guesses = answers.filter((_, i) => i % 6 !== 0)
    expect(guesses).toHaveLength(200)
    const firstRefused = guesses.findIndex(isTooMany)
    // Stopped after the client's 10 wrong guesses; every later guess is refused the same way.
    expect(firstRefused).toBe(DEFAULT_LOGIN_LIMITS.guessesPerClient)
    expect(guesses.slice(firstRefused).every(isTooMany)).toBe(true)
    expect(guesses.slice(firstRefused)[0]?.body.error).toBe(
      `Too many attempts. Please try again after ${DEFAULT_LOGIN_LIMITS.lockoutMs / 1000} seconds`,
    )
    // The code requests across the 40 addresses were stopped too: at most 10 e-mails went out.
    const requests = answers.filter((_, i) => i % 6 === 0)
    expect(requests.filter((answer) => answer.status === 200)).toHaveLength(
      DEFAULT_LOGIN_LIMITS.codeRequestsPerClient,
    )
    expect(requests.slice(DEFAULT_LOGIN_LIMITS.codeRequestsPerClient).every(isTooMany)).toBe(true)
    expect(flooded.smtpSink?.messages()).toHaveLength(DEFAULT_LOGIN_LIMITS.codeRequestsPerClient)

    // A new client id for every guess gains nothing: the address is limited as well.
    let through = 0
    for (let i = 0; i < 200; i++) {
      const answer = await post(
        flooded,
        'connect-otp',
        { email: `victim${i % 40}@example.com`, otp: '123456' },
        { client: client(`rotating-${i}`) },
      )
      if (!isTooMany(answer)) through += 1
    }
    expect(through).toBe(
      DEFAULT_LOGIN_LIMITS.guessesPerAddress - DEFAULT_LOGIN_LIMITS.guessesPerClient,
    )
    // The lockout ends after its window.
    now += DEFAULT_LOGIN_LIMITS.lockoutMs
    expect(
      await post(
        flooded,
        'connect-otp',
        { email: 'victim0@example.com', otp: '123456' },
        { client: attacker },
      ),
    ).toEqual({ status: 400, body: { error: 'No code was sent to this e-mail' } })
  })

  it("a stranger's guesses and codes never void the visitor's pending code; a locked e-mail still takes the visitor's code, once", async () => {
    const email = 'ada@example.com'
    const visitor = client('visitor')
    expect(await post(secure, 'connect-email', { email }, { client: visitor })).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const code = readCode(secure, email)
    // A stranger guessing without a code of its own reaches nothing.
    for (let i = 0; i < 3; i++)
      expect(
        await post(secure, 'connect-otp', { email, otp: code }, { client: client('s1') }),
      ).toEqual({
        status: 400,
        body: { error: 'No code was sent to this e-mail' },
      })
    // SPEC §5's 30 s rule holds for the e-mail, whoever asks.
    expect(await post(secure, 'connect-email', { email }, { client: client('s2') })).toEqual({
      status: 429,
      body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    })
    // A stranger's own codes, guessed wrong 10 times, lock the e-mail for new codes and guesses...
    for (let round = 0; round < 2; round++) {
      now += 31_000
      expect(
        (await post(secure, 'connect-email', { email }, { client: client('s2') })).status,
      ).toBe(200)
      const theirs = readCode(secure, email)
      for (let guess = 0; guess < 5; guess++) {
        const answer = await post(
          secure,
          'connect-otp',
          { email, otp: wrongCode(theirs) },
          { client: client('s2') },
        )
        expect(answer).toEqual({ status: 400, body: { error: 'Invalid code' } })
      }
    }
    now += 31_000
    expect(
      isTooMany(await post(secure, 'connect-email', { email }, { client: client('s3') })),
    ).toBe(true)
    // ...but the visitor's code, sent before, still logs in, once.
    const login = await post(secure, 'connect-otp', { email, otp: code }, { client: visitor })
    expect(login).toMatchObject({ status: 200, body: { user: { email } } })
    expect(
      await post(secure, 'connect-otp', { email, otp: code }, { client: visitor }),
    ).toMatchObject({
      status: 429,
    })
  })

  it('a code is bound to its e-mail and its client, and works once', async () => {
    const visitor = client('bound')
    await post(secure, 'connect-email', { email: 'bob@example.com' }, { client: visitor })
    const code = readCode(secure, 'bob@example.com')
    expect(
      await post(
        secure,
        'connect-otp',
        { email: 'carol@example.com', otp: code },
        { client: visitor },
      ),
    ).toEqual({ status: 400, body: { error: 'No code was sent to this e-mail' } })
    expect(
      await post(
        secure,
        'connect-otp',
        { email: 'bob@example.com', otp: code },
        { client: client('other') },
      ),
    ).toEqual({ status: 400, body: { error: 'No code was sent to this e-mail' } })
    expect(
      (
        await post(
          secure,
          'connect-otp',
          { email: 'bob@example.com', otp: code },
          { client: visitor },
        )
      ).status,
    ).toBe(200)
    expect(
      await post(
        secure,
        'connect-otp',
        { email: 'bob@example.com', otp: code },
        { client: visitor },
      ),
    ).toEqual({ status: 400, body: { error: 'No code was sent to this e-mail' } })
  })

  it('SPEC §4 "E-mail must be a valid e-mail string": `<`, `>`, NUL, CR/LF, spaces, a second address are refused, and the mail goes to exactly the login identity', async () => {
    const before = secure.smtpSink?.messages().length ?? 0
    const bad = [
      '<eve@example.com>',
      'eve@example.com>',
      'eve@exa<mple.com',
      'eve\u0000@example.com',
      'eve@example.com\r\nRCPT TO:<x@example.com>',
      'eve@example.com\n',
      'eve @example.com',
      'eve@example.com,mallory@example.com',
      '"eve"@example.com',
      'eve@[127.0.0.1]',
      'ève@example.com',
      `${'a'.repeat(65)}@example.com`,
      'eve@example',
      'eve..x@example.com',
    ]
    for (const email of bad)
      expect(await post(secure, 'connect-email', { email }, { client: client('typist') })).toEqual({
        status: 400,
        body: { error: 'Invalid email' },
      })
    expect(secure.smtpSink?.messages()).toHaveLength(before)
    const answer = await post(
      secure,
      'connect-email',
      { email: 'Grace.Hopper+x@Example.COM' },
      { client: client('typist') },
    )
    expect(answer.status).toBe(200)
    const mail = secure.smtpSink?.messages().at(-1)
    expect(mail?.to).toEqual(['grace.hopper+x@example.com'])
    const code = readCode(secure, 'grace.hopper+x@example.com')
    const login = await post(
      secure,
      'connect-otp',
      { email: 'grace.hopper+x@example.com', otp: code },
      { client: client('typist') },
    )
    expect(login).toMatchObject({
      status: 200,
      body: { user: { email: 'grace.hopper+x@example.com' } },
    })
  })

  it("the per-client limit on code requests across many addresses is the deployment's (here 3), and ends with the lockout", async () => {
    const asker = client('asker')
    for (let i = 0; i < 3; i++)
      expect(
        (await post(secure, 'connect-email', { email: `many${i}@example.com` }, { client: asker }))
          .status,
      ).toBe(200)
    const refused = await post(
      secure,
      'connect-email',
      { email: 'many3@example.com' },
      { client: asker },
    )
    expect(isTooMany(refused)).toBe(true)
    // Another client is not held up by this one.
    expect(
      (
        await post(
          secure,
          'connect-email',
          { email: 'many3@example.com' },
          { client: client('next') },
        )
      ).status,
    ).toBe(200)
    now += DEFAULT_LOGIN_LIMITS.lockoutMs
    expect(
      (await post(secure, 'connect-email', { email: 'many4@example.com' }, { client: asker }))
        .status,
    ).toBe(200)
  })
})
