import { afterAll, describe, expect, inject, it } from 'vitest'
import { DAPP_ORIGIN, frameOn, readCode, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const secure = await startTestSecure(devnet)
afterAll(() => secure.stop())

/**
 * What the popup does: on the account chooser, the button of `identity` (else the first)
 * submitted; returns where the issuer redirects.
 */
async function signIn(uri: string, identity?: string): Promise<string> {
  const html = await (await fetch(uri)).text()
  expect(html).toContain('>Sign in as dev-')
  const form = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g))
    form.set(name ?? '', (value ?? '').replaceAll('&amp;', '&'))
  const first = /name="identity" value="([^"]+)"/.exec(html)?.[1] ?? ''
  form.set('identity', identity ?? first)
  const answer = await fetch(`${secure.devIssuer.url}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  return answer.headers.get('location') ?? ''
}

async function redirectUri(frame: ReturnType<typeof frameOn>, provider: string): Promise<string> {
  const reply = await frame.request('GET_SOCIAL_REDIRECT_URI', { provider })
  expect(reply.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS')
  return (reply.payload as { uri: string }).uri
}

describe('social login through the frame on the real secure site and dev issuer', () => {
  it('SPEC §4 "Social login: started, request user data, success": GET_SOCIAL_REDIRECT_URI, the popup signs in, the callback page, CONNECT_SOCIAL gives the embedded wallet', async () => {
    const frame = frameOn(secure)
    const uri = await redirectUri(frame, 'google')
    expect(new URL(uri).origin).toBe(secure.devIssuer.url)
    const resultUri = await signIn(uri)
    expect(resultUri.startsWith(`${secure.url}/social/callback?code=`)).toBe(true)
    // SPEC §7 'a loading page, posting back a result URI' to the dapp origin only.
    const page = await fetch(resultUri)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain(`"allowedOrigins":["${DAPP_ORIGIN}"]`)
    const script = await (await fetch(`${secure.url}/social/callback.js`)).text()
    expect(script).toContain('window.opener?.postMessage(message, origin)')

    const connected = await frame.request('CONNECT_SOCIAL', { uri: resultUri, chainId: 1 })
    expect(connected).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
      payload: { chainId: 1, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) },
    })
    const { address } = connected.payload as { address: string }
    // SPEC §3 'Auth user: email (optional), ..., userName': the provider's claims, for the
    // modal's SPEC §5 display name; GET_USER answers them again (the reconnect after a reload).
    const shown = { email: 'dev-google-user@dev-issuer.localhost', userName: 'dev-google-user' }
    expect(connected.payload).toMatchObject(shown)
    expect(await frame.request('GET_USER')).toMatchObject({ payload: { address, ...shown } })
    // The same provider user gets the same wallet again.
    const again = frameOn(secure)
    const next = await again.request('CONNECT_SOCIAL', {
      uri: await signIn(await redirectUri(again, 'google')),
    })
    expect(next.payload).toMatchObject({ address })
    const other = await again.request('CONNECT_SOCIAL', {
      uri: await signIn(await redirectUri(again, 'github')),
    })
    expect((other.payload as { address: string }).address).not.toBe(address)
  })

  it('refuses a result URI whose state it did not issue, a replayed one, and an unknown provider', async () => {
    const frame = frameOn(secure)
    const resultUri = new URL(await signIn(await redirectUri(frame, 'discord')))
    const forged = new URL(resultUri)
    forged.searchParams.set('state', 'forged')
    expect(await frame.request('CONNECT_SOCIAL', { uri: forged.href })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'Unknown or used state' },
    })
    expect(frame.storage.get()).toBeUndefined()
    expect(await frame.request('CONNECT_SOCIAL', { uri: resultUri.href })).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
    })
    expect(await frame.request('CONNECT_SOCIAL', { uri: resultUri.href })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'Unknown or used state' },
    })
    expect(await frame.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).toMatchObject({
      type: 'GET_SOCIAL_REDIRECT_URI_ERROR',
      payload: { message: 'Unknown social provider' },
    })
  })

  it('one wallet per person: the account chooser signs in the identity picked, two identities get two wallets, and a social subject never opens an e-mail wallet', async () => {
    const frame = frameOn(secure)
    const uri = await redirectUri(frame, 'google')
    const html = await (await fetch(uri)).text()
    expect([...html.matchAll(/>Sign in as ([^<]+)</g)].map((m) => m[1])).toEqual([
      'dev-google-user',
      'dev-google-user-2',
      'dev-google-user-3',
    ])
    const first = await frame.request('CONNECT_SOCIAL', {
      uri: await signIn(uri, 'dev-google-user-2'),
    })
    expect(first.payload).toMatchObject({ userName: 'dev-google-user-2' })
    const second = await frame.request('CONNECT_SOCIAL', {
      uri: await signIn(await redirectUri(frame, 'google'), 'dev-google-user-3'),
    })
    expect(second.payload).toMatchObject({ userName: 'dev-google-user-3' })
    const addressOf = (reply: { payload?: unknown }) =>
      (reply.payload as { address: string }).address
    expect(addressOf(second)).not.toBe(addressOf(first))
    // The same identity again: the same wallet.
    const again = await frame.request('CONNECT_SOCIAL', {
      uri: await signIn(await redirectUri(frame, 'google'), 'dev-google-user-2'),
    })
    expect(addressOf(again)).toBe(addressOf(first))
    // An identity the chooser did not offer is refused by the issuer.
    const forged = new URLSearchParams(new URL(await redirectUri(frame, 'google')).search)
    forged.set('identity', 'someone-else')
    const refused = await fetch(`${secure.devIssuer.url}/authorize`, {
      method: 'POST',
      body: forged,
      redirect: 'manual',
    })
    expect(refused.status).toBe(400)
    // The e-mail the provider reports is not the e-mail login: its wallet is another one.
    const email = 'dev-google-user-2@dev-issuer.localhost'
    const mailer = frameOn(secure)
    await mailer.request('CONNECT_EMAIL', { email })
    await mailer.request('CONNECT_OTP', { otp: readCode(secure, email) })
    const byEmail = await mailer.request('GET_USER')
    expect(byEmail.payload).toMatchObject({ email })
    expect(addressOf(byEmail)).not.toBe(addressOf(first))
  })

  it('no login CSRF: a sign-in started in another browser does not sign this frame in', async () => {
    const attacker = frameOn(secure)
    const resultUri = await signIn(await redirectUri(attacker, 'github'))
    const victim = frameOn(secure)
    expect(await victim.request('CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      type: 'CONNECT_SOCIAL_ERROR',
      payload: { message: 'This sign-in was started in another browser' },
    })
    expect(victim.storage.get()).toBeUndefined()
    // The browser that started it still finishes it.
    expect(await attacker.request('CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
    })
  })
})
