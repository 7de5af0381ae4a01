import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { readDeepLink } from '../src/farcaster/farcasterAppPage'
import { startFarcasterRelay } from '../src/farcaster/startFarcasterRelay'
import { deployFarcasterFixture } from './farcasterSite'
import { post } from './secureHttp'
import { frameOn, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const fixture = await deployFarcasterFixture(devnet)
// A clock the last test moves past the sign-ins' 5 minutes (the relay stand-in shares it).
let now = Date.now()
const secure = await startTestSecure(devnet, { farcaster: fixture.config, now: () => now })
const relayUrl = secure.farcasterRelay?.url ?? ''
afterAll(() => secure.stop())

/** What the Farcaster app stand-in does: opens the deep link, picks `account`, clicks Approve. */
async function approveInApp(link: string, account = 0) {
  const page = await fetch(`${relayUrl}/app?link=${encodeURIComponent(link)}`)
  const html = await page.text()
  const approved = await fetch(`${relayUrl}/app/approve`, {
    method: 'POST',
    body: new URLSearchParams({ link, account: String(account) }),
  })
  return { html, status: approved.status, text: await approved.text() }
}

/** Posts a hand-made answer to the channel of `link`, as a (possibly hostile) app would. */
async function answerChannel(
  link: string,
  parts: { key: Hex; fid: number; nonce?: string; domain?: string; uri?: string; chainId?: number },
) {
  const channel = readDeepLink(link)
  if (!channel) throw new Error(`not a deep link: ${link}`)
  const signer = privateKeyToAccount(parts.key)
  const message = createSiweMessage({
    domain: parts.domain ?? channel.domain,
    address: signer.address,
    statement: 'Farcaster Auth',
    uri: parts.uri ?? channel.siweUri,
    version: '1',
    chainId: parts.chainId ?? fixture.config.registry.chainId,
    nonce: parts.nonce ?? channel.nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${parts.fid}`],
  })
  const answer = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${channel.channelToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      message,
      signature: await signer.signMessage({ message }),
      fid: parts.fid,
    }),
  })
  expect(answer.status).toBe(201)
  return channel
}

/** Opens a sign-in for `client` over the API: its deep link and channel. */
async function openSignIn(client: string) {
  const answer = await post(secure, 'farcaster-uri', {}, { client })
  expect(answer.status).toBe(200)
  return answer.body as { url: string; channel: string }
}

describe('Farcaster login (SPEC §7 "get and connect farcaster") on the relay stand-in and the devnet ID registry', () => {
  it('GET_FARCASTER_URI gives the deep link, the app approves, CONNECT_FARCASTER connects with the Farcaster username', async () => {
    const frame = frameOn(secure)
    const uri = await frame.request('GET_FARCASTER_URI')
    expect(uri.type).toBe('GET_FARCASTER_URI_SUCCESS')
    const link = (uri.payload as { url: string }).url
    expect(link).toMatch(
      /^farcaster:\/\/connect\?channelToken=[0-9a-f-]{36}&nonce=[A-Za-z0-9]+&siweUri=/,
    )
    const connecting = frame.request('CONNECT_FARCASTER', { chainId: 1 })
    const app = await approveInApp(link)
    expect(app.html).toContain(`Sign in to ${new URL(secure.url).host}`)
    expect(app.html).toContain(`@alice (FID ${fixture.alice.fid})`)
    expect(app.status).toBe(200)
    const connected = await connecting
    expect(connected).toMatchObject({
      type: 'CONNECT_FARCASTER_SUCCESS',
      payload: { userName: 'alice', chainId: 1 },
    })
    const user = await frame.request('GET_USER', { chainId: 1 })
    expect(user.payload).toMatchObject({ userName: 'alice' })
    expect(user.payload).not.toHaveProperty('email')
  })

  it('one wallet per FID, in its own key space: the same FID gets the same wallet, another FID another one', async () => {
    const login = async (account: number) => {
      const frame = frameOn(secure)
      const link = ((await frame.request('GET_FARCASTER_URI')).payload as { url: string }).url
      const connecting = frame.request('CONNECT_FARCASTER')
      await approveInApp(link, account)
      return (await connecting).payload as { address: string; userName: string }
    }
    const first = await login(0)
    const again = await login(0)
    const bob = await login(1)
    expect(again.address).toBe(first.address)
    expect(bob).toMatchObject({ userName: 'bob' })
    expect(bob.address).not.toBe(first.address)
    // The wallet is not the custody key's address: the embedded wallet holds its own key.
    expect(first.address.toLowerCase()).not.toBe(
      privateKeyToAccount(fixture.alice.privateKey).address.toLowerCase(),
    )
  })

  it("refuses a signature from another key than the FID's custody address (wrong signer)", async () => {
    const client = randomBytes(16).toString('hex')
    const { url, channel } = await openSignIn(client)
    await answerChannel(url, { key: generatePrivateKey(), fid: fixture.alice.fid })
    const answer = await post(secure, 'connect-farcaster', { channel }, { client })
    expect(answer).toEqual({
      status: 401,
      body: { error: "The signature is not from the FID's custody address" },
    })
    // Bob's real custody key cannot sign in as alice either.
    const second = await openSignIn(client)
    await answerChannel(second.url, { key: fixture.bob.privateKey, fid: fixture.alice.fid })
    expect(
      (await post(secure, 'connect-farcaster', { channel: second.channel }, { client })).status,
    ).toBe(401)
  })

  it('refuses a bad nonce, a wrong domain, another URI and another chain', async () => {
    const client = randomBytes(16).toString('hex')
    const cases: [Partial<Parameters<typeof answerChannel>[1]>, string][] = [
      [{ nonce: 'abcdefgh1234' }, 'The Farcaster sign-in message has another nonce'],
      [{ domain: 'evil.example' }, 'The Farcaster sign-in message is for another site'],
      [
        { uri: 'http://evil.example/farcaster' },
        'The Farcaster sign-in message is for another address',
      ],
      [{ chainId: 999 }, 'The Farcaster sign-in message is for another chain'],
    ]
    for (const [change, error] of cases) {
      const { url, channel } = await openSignIn(client)
      await answerChannel(url, { key: fixture.alice.privateKey, fid: fixture.alice.fid, ...change })
      const answer = await post(secure, 'connect-farcaster', { channel }, { client })
      expect(answer).toEqual({ status: 401, body: { error } })
    }
  })

  it('a channel logs in once (a replay is refused), only for the browser that started it', async () => {
    const client = randomBytes(16).toString('hex')
    const { url, channel } = await openSignIn(client)
    expect(await post(secure, 'connect-farcaster', { channel }, { client })).toEqual({
      status: 202,
      body: { state: 'pending' },
    })
    await approveInApp(url)
    const stranger = await post(
      secure,
      'connect-farcaster',
      { channel },
      { client: randomBytes(16).toString('hex') },
    )
    expect(stranger).toEqual({
      status: 403,
      body: { error: 'This sign-in was started in another browser' },
    })
    const first = await post(secure, 'connect-farcaster', { channel }, { client })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ user: { userName: 'alice' } })
    const replay = await post(secure, 'connect-farcaster', { channel }, { client })
    expect(replay).toEqual({ status: 410, body: { error: 'Unknown or used Farcaster sign-in' } })
    // The app cannot answer the same channel twice either.
    const again = await approveInApp(url)
    expect(again.status).toBe(410)
  })

  it('RELOAD (leaving ConnectingFarcaster) ends the pending sign-in: a later approval logs nobody in', async () => {
    const frame = frameOn(secure)
    const link = ((await frame.request('GET_FARCASTER_URI')).payload as { url: string }).url
    const connecting = frame.request('CONNECT_FARCASTER')
    expect((await frame.request('RELOAD')).type).toBe('RELOAD_SUCCESS')
    expect(await connecting).toMatchObject({
      type: 'CONNECT_FARCASTER_ERROR',
      payload: { message: 'Request was aborted' },
    })
    await approveInApp(link)
    const channel = readDeepLink(link)?.channelToken
    expect((await post(secure, 'connect-farcaster', { channel })).status).toBe(410)
    expect(await frame.request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
  })

  it('an expired channel is refused by the site and by the relay (5 minutes)', async () => {
    const client = randomBytes(16).toString('hex')
    const { url, channel } = await openSignIn(client)
    now += 5 * 60_000 + 1000
    const status = await fetch(`${relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channel}` },
    })
    expect(status.status).toBe(401)
    const late = await fetch(`${relayUrl}/app/approve`, {
      method: 'POST',
      body: new URLSearchParams({ link: url }),
    })
    expect(late.status).toBe(410)
    const connect = await post(secure, 'connect-farcaster', { channel }, { client })
    expect(connect).toEqual({ status: 410, body: { error: 'The Farcaster sign-in has expired' } })
  })
})

describe("the relay stand-in speaks FIP-11's wire format", () => {
  it('POST /v1/channel, GET /v1/channel/status (202 then 200), POST /v1/channel/authenticate once', async () => {
    const relay = await startFarcasterRelay()
    try {
      const bad = await fetch(`${relay.url}/v1/channel`, {
        method: 'POST',
        body: JSON.stringify({ siweUri: 'x' }),
      })
      expect(bad.status).toBe(400)
      const created = await fetch(`${relay.url}/v1/channel`, {
        method: 'POST',
        body: JSON.stringify({ siweUri: 'http://127.0.0.1:1/login', domain: '127.0.0.1:1' }),
      })
      expect(created.status).toBe(201)
      const { channelToken, url, nonce } = (await created.json()) as Record<string, string>
      expect(url).toBe(
        `farcaster://connect?channelToken=${channelToken}&nonce=${nonce}&siweUri=${encodeURIComponent('http://127.0.0.1:1/login')}&domain=${encodeURIComponent('127.0.0.1:1')}`,
      )
      const auth = { authorization: `Bearer ${channelToken}` }
      const pending = await fetch(`${relay.url}/v1/channel/status`, { headers: auth })
      expect(pending.status).toBe(202)
      expect(await pending.json()).toEqual({ state: 'pending', nonce, url })
      const body = JSON.stringify({
        message: 'm',
        signature: `0x${'11'.repeat(65)}`,
        fid: 7,
        username: 'x',
      })
      const first = await fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: auth,
        body,
      })
      expect(first.status).toBe(201)
      const second = await fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: auth,
        body,
      })
      expect(second.status).toBe(409)
      const done = await fetch(`${relay.url}/v1/channel/status`, { headers: auth })
      expect(await done.json()).toMatchObject({
        state: 'completed',
        nonce,
        message: 'm',
        fid: 7,
        username: 'x',
      })
      const unknown = await fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: 'Bearer nope' },
      })
      expect(unknown.status).toBe(401)
    } finally {
      await relay.stop()
    }
  })
})
