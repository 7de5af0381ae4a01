import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { loadRemoteFeatures } from './remoteConfigFlow'

let server: TestServer
let down: TestServer
let limited: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /appkit/v1/config': () => ({
      body: {
        projectId: 'test-project',
        features: {
          email: true,
          multiWallet: true,
          socials: ['google', 'github'],
          swaps: false,
          onramp: ['meld', 'coinbase'],
          activity: true,
          reownBranding: true,
        },
      },
    }),
  })
  down = await startTestServer({ 'GET /appkit/v1/config': () => ({ status: 503 }) })
  limited = await startTestServer({ 'GET /appkit/v1/config': () => ({ status: 429 }) })
})
afterAll(async () => {
  await server.close()
  await down.close()
  await limited.close()
})

describe('remote config flow', () => {
  it('SPEC §6 "Local feature settings are ignored when remote config is fetched, with a warning"', async () => {
    const { core, warnings } = makeTestCore(server.url, { features: { email: false, send: false } })
    expect(core.features.email).toBe(false)
    await expect(loadRemoteFeatures(core)).resolves.toBe(true)
    expect(core.features).toMatchObject({
      email: true,
      multiWallet: true,
      socials: ['google', 'github'],
      swaps: false,
      send: false,
    })
    expect(core.features.onramp).toEqual(['meld', 'coinbase'])
    expect(warnings.some((w) => w.includes('email'))).toBe(true)
  })

  it('SPEC §6 "Basic mode disables all remote features" (no fetch)', async () => {
    const { core } = makeTestCore(server.url, { basic: true })
    const before = server.requests.length
    await expect(loadRemoteFeatures(core)).resolves.toBe(false)
    expect(server.requests.length).toBe(before)
    expect(core.features.email).toBe(false)
  })

  it('SPEC §8 "Server Error (failed to get App Configuration, on 5xx); Rate Limited (429)"', async () => {
    const a = makeTestCore(down.url).core
    await expect(loadRemoteFeatures(a)).resolves.toBe(false)
    expect(a.alerts.shortMessage).toBe('Server Error')
    const b = makeTestCore(limited.url).core
    await loadRemoteFeatures(b)
    expect(b.alerts.shortMessage).toBe('Rate Limited')
    expect(b.features.email).toBe(true)
  })
})
