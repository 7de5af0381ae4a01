import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { open } from './modalFlow'
import { checkAllowedOrigin, loadRemoteFeatures } from './remoteConfigFlow'
import { updateFeatures } from './updateFeaturesFlow'

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

  it('updateFeatures changes local features at once and keeps them through a later remote config', async () => {
    const { core } = makeTestCore(server.url, { features: { send: false } })
    expect(core.features).toMatchObject({ send: false, receive: true, legalCheckbox: false })
    updateFeatures(core, { receive: false, legalCheckbox: true, email: false })
    expect(core.features).toMatchObject({
      send: false,
      receive: false,
      legalCheckbox: true,
      email: false,
    })
    await expect(loadRemoteFeatures(core)).resolves.toBe(true)
    // SPEC §6: the remote config wins for remote features; local ones stay as updated.
    expect(core.features).toMatchObject({ email: true, receive: false, legalCheckbox: true })
  })

  it('updateFeatures after the remote config: SPEC §6 remote still wins (with a warning), local ones apply', async () => {
    const { core, warnings } = makeTestCore(server.url)
    await loadRemoteFeatures(core)
    warnings.length = 0
    updateFeatures(core, { multiWallet: false, send: false })
    expect(core.features).toMatchObject({ multiWallet: true, send: false })
    expect(warnings.some((w) => w.includes('multiWallet'))).toBe(true)
  })

  it('updateFeatures in basic mode: SPEC §6 "Basic mode disables all remote features"', () => {
    const { core } = makeTestCore(server.url, { basic: true })
    updateFeatures(core, { email: true, receive: false })
    expect(core.features).toMatchObject({ email: false, receive: false })
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

  it('SPEC §8 "Provider errors map \'Unauthorized: invalid key\' to invalid project id" and "Project ID Not Configured" when none is set', async () => {
    const keyRefused = await startTestServer({
      'GET /appkit/v1/config': () => ({
        status: 401,
        body: { error: 'Unauthorized', message: 'Unauthorized: invalid key' },
      }),
    })
    try {
      const withId = makeTestCore(keyRefused.url).core
      await expect(loadRemoteFeatures(withId)).resolves.toBe(false)
      expect(withId.alerts).toMatchObject({ open: true, shortMessage: 'Invalid Project ID' })
      const withoutId = makeTestCore(keyRefused.url).core
      // The dapp set no project id (makeTestCore always sets one).
      delete (withoutId.options as { projectId?: string }).projectId
      await loadRemoteFeatures(withoutId)
      expect(withoutId.alerts.shortMessage).toBe('Project ID Not Configured')
    } finally {
      await keyRefused.close()
    }
  })

  it('SPEC §8 "Provider errors map \'Unauthorized: origin not allowed\' to invalid configuration" on the config fetch', async () => {
    const originRefused = await startTestServer({
      'GET /appkit/v1/config': () => ({
        status: 403,
        body: { error: 'Forbidden', message: 'Unauthorized: origin not allowed' },
      }),
    })
    try {
      const { core } = makeTestCore(originRefused.url)
      await loadRemoteFeatures(core)
      expect(core.alerts).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    } finally {
      await originRefused.close()
    }
  })

  it('SPEC §5 "origin must be on the project\'s allowed list": the origins are read with the config, Invalid App Configuration otherwise', async () => {
    let allowed = ['https://shop.test']
    server.routes.set('GET /projects/v1/origins', () => ({ body: { allowedOrigins: allowed } }))
    const refused = makeTestCore(server.url).core
    await expect(loadRemoteFeatures(refused)).resolves.toBe(true)
    expect(server.requests.at(-1)?.path).toBe('/projects/v1/origins')
    expect(refused.alerts).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    allowed = ['https://shop.test', 'http://127.0.0.*']
    const wildcard = makeTestCore(server.url).core
    await loadRemoteFeatures(wildcard)
    expect(wildcard.alerts.open).toBe(false)
    allowed = ['*']
    const any = makeTestCore(server.url).core
    await expect(checkAllowedOrigin(any)).resolves.toBe(true)
    server.routes.set('GET /projects/v1/origins', () => ({ status: 404 }))
    const unknown = makeTestCore(server.url)
    await expect(checkAllowedOrigin(unknown.core)).resolves.toBe(true)
    expect(unknown.warnings.some((w) => w.includes('Allowed origins not read'))).toBe(true)
    server.routes.delete('GET /projects/v1/origins')
  })

  it('SPEC §8 "Internal errors are wrapped in a named error with a category ... and reported": a failed config fetch is reported once the modal opened', async () => {
    const sink = await startTestServer({
      'GET /appkit/v1/config': () => ({ status: 500 }),
      'POST /e': () => ({ status: 202 }),
    })
    try {
      const { core } = makeTestCore(sink.url)
      await open(core)
      await loadRemoteFeatures(core)
      await vi.waitFor(() =>
        expect(sink.requests.filter((r) => r.path === '/e').at(-1)?.body).toMatchObject({
          props: { type: 'error', event: 'CONFIG_ERROR', errorType: 'CONFIGURATION_ERROR' },
        }),
      )
    } finally {
      await sink.close()
    }
  })
})
