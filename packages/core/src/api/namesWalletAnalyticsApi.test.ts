import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestApiClient } from '../testing/apiFixtures'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { sendAnalyticsEvent } from './analyticsApi'
import {
  createRegistrationMessage,
  getNameSuggestions,
  lookupName,
  registerName,
  reverseLookupNames,
} from './namesApi'
import {
  fetchImage,
  getAllowedOrigins,
  getAnalyticsConfig,
  getImageUrl,
  getProjectConfig,
  getWallets,
} from './walletApi'

const profile = {
  name: 'alice.reown.id',
  addresses: { '60': { address: '0xabc' } },
  attributes: [],
}
const remoteFeatures = {
  email: true,
  socials: ['google'],
  swaps: false,
  onramp: ['meld'],
  activity: true,
  reownBranding: false,
  multiWallet: true,
}
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/profile/account/alice.reown.id': () => ({ body: profile }),
    'GET /v1/profile/account/missing': () => ({
      status: 404,
      body: { reasons: [{ description: 'Name not found' }] },
    }),
    'GET /v1/profile/account/broken': () => ({ status: 500, body: 'oops' }),
    'GET /v1/profile/account/gone': () => ({
      status: 404,
      body: { error: 'Not Found', message: 'No such name' },
    }),
    'GET /v1/profile/account/bob.reown.id': () => ({
      body: { ...profile, name: 'bob.reown.id', attributes: { bio: 'hi' } },
    }),
    'GET /v1/profile/suggestions/alice': () => ({
      body: { suggestions: [{ name: 'alice1.reown.id', registered: false }] },
    }),
    'GET /v1/profile/suggestions/bad': () => ({ status: 500 }),
    'GET /v1/profile/reverse/0xabc': () => ({ body: [profile] }),
    'GET /v1/profile/reverse/0xbad': () => ({ body: { not: 'a list' } }),
    'POST /v1/profile/account': (r) =>
      (r.body as { address: string }).address === '0xabc'
        ? { body: { success: true } }
        : { status: 400, body: {} },
    'GET /appkit/v1/config': () => ({
      body: { projectId: 'test-project', features: remoteFeatures },
    }),
    'GET /projects/v1/origins': () => ({ body: { allowedOrigins: ['http://127.0.0.1'] } }),
    'GET /getWallets': () => ({
      body: { data: [{ id: 'w1', name: 'Wallet', rdns: null }], count: 1 },
    }),
    'GET /getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: true } }),
    'GET /getWalletImage/w1': () => ({ body: 'PNGDATA', headers: { 'content-type': 'image/png' } }),
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())
const last = () => server.requests.at(-1)

describe('names API client (SPEC §7)', () => {
  it('GET /v1/profile/account/{name} with apiVersion 2', async () => {
    const { client } = makeTestApiClient(server.url)
    await expect(lookupName(client, { name: 'alice.reown.id' })).resolves.toEqual(profile)
    expect(last()?.query.apiVersion).toBe('2')
  })

  it("SPEC §8 \"'Error resolving name' (prefers first reason's description)\"", async () => {
    const { client } = makeTestApiClient(server.url)
    await expect(lookupName(client, { name: 'missing' })).rejects.toThrow('Name not found')
    await expect(lookupName(client, { name: 'broken' })).rejects.toThrow('Error resolving name')
    await expect(lookupName(client, { name: 'gone' })).rejects.toThrow('No such name')
    await expect(lookupName(client, { name: 'bob.reown.id' })).resolves.toMatchObject({
      attributes: { bio: 'hi' },
    })
  })

  it("GET /v1/profile/suggestions/{name} in the deployment's zone; 'Error fetching name suggestions'", async () => {
    const { client } = makeTestApiClient(server.url)
    const { suggestions } = await getNameSuggestions(client, { name: 'alice', zone: 'dapp.test' })
    expect(suggestions[0]?.name).toBe('alice1.reown.id')
    expect(last()?.query.zone).toBe('dapp.test')
    await getNameSuggestions(client, { name: 'alice' })
    expect(last()?.query.zone).toBeUndefined()
    await expect(getNameSuggestions(client, { name: 'bad' })).rejects.toThrow(
      'Error fetching name suggestions',
    )
  })

  it("GET /v1/profile/reverse/{address} cached with timestamp; 'Error fetching names for address'", async () => {
    const { client, time } = makeTestApiClient(server.url)
    await expect(
      reverseLookupNames(client, { address: '0xabc', sender: '0xabc' }),
    ).resolves.toEqual([profile])
    const count = server.requests.length
    await reverseLookupNames(client, { address: '0xabc', sender: '0xabc' })
    expect(server.requests.length).toBe(count)
    time.now += 300_000
    await reverseLookupNames(client, { address: '0xabc', sender: '0xabc' })
    expect(server.requests.length).toBe(count + 1)
    await expect(reverseLookupNames(client, { address: '0xbad' })).rejects.toThrow(
      'Error fetching names for address',
    )
  })

  it("POST /v1/profile/account; 'Error registering name {name}'; the message is JSON with name, empty attributes and a timestamp in seconds", async () => {
    const { client } = makeTestApiClient(server.url)
    const message = createRegistrationMessage('alice.reown.id', 1_700_000_000_999)
    expect(JSON.parse(message)).toEqual({
      name: 'alice.reown.id',
      attributes: {},
      timestamp: 1_700_000_000,
    })
    await registerName(client, {
      name: 'alice.reown.id',
      coinType: 60,
      address: '0xabc',
      message,
      signature: '0xsig',
    })
    expect(last()?.body).toEqual({ coin_type: 60, address: '0xabc', message, signature: '0xsig' })
    await expect(
      registerName(client, {
        name: 'bob.reown.id',
        coinType: 60,
        address: '0xdef',
        message,
        signature: '0xsig',
      }),
    ).rejects.toThrow('Error registering name bob.reown.id')
  })
})

describe('wallet API client (SPEC §7)', () => {
  it('config, origins, getWallets with its query, analytics config', async () => {
    const { client } = makeTestApiClient(server.url)
    await expect(getProjectConfig(client)).resolves.toEqual({
      projectId: 'test-project',
      features: remoteFeatures,
    })
    await expect(getAllowedOrigins(client)).resolves.toEqual({
      allowedOrigins: ['http://127.0.0.1'],
    })
    const wallets = await getWallets(client, {
      page: 1,
      entries: 40,
      exclude: ['a', 'b'],
      search: 'x',
      chains: ['eip155:1'],
    })
    expect(wallets.count).toBe(1)
    expect(last()?.query).toMatchObject({
      page: '1',
      entries: '40',
      exclude: 'a,b',
      search: 'x',
      chains: 'eip155:1',
      st: 'appkit',
    })
    await expect(getAnalyticsConfig(client)).resolves.toEqual({ isAnalyticsEnabled: true })
  })

  it('image routes: /getWalletImage/{id} and the public image URLs', async () => {
    const { client } = makeTestApiClient(server.url)
    const image = await fetchImage(client, 'wallet', 'w1')
    expect(image.contentType).toBe('image/png')
    expect(new TextDecoder().decode(image.bytes)).toBe('PNGDATA')
    expect(getImageUrl(client, 'asset', 'a1')).toContain('/public/getAssetImage/a1?')
    expect(getImageUrl(client, 'currency', 'USD')).toContain('/public/getCurrencyImage/USD?')
    expect(getImageUrl(client, 'token', 'ETH')).toContain('/public/getTokenImage/ETH?')
    await expect(fetchImage(client, 'token', 'nope')).rejects.toThrow('HTTP status code: 404')
  })

  it('POST {analytics}/e with query projectId, st, sv', async () => {
    const { client } = makeTestApiClient(server.url)
    const body = {
      eventId: 'e1',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { event: 'MODAL_OPEN' },
    }
    await sendAnalyticsEvent(client, body)
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/e',
      query: { projectId: 'test-project', st: 'appkit', sv: 'core-test' },
      body,
    })
  })
})
