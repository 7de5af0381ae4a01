import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDefaultFeatures, type RemoteFeatures } from '../options/features'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { loadRemoteFeatures } from './remoteConfigFlow'
import {
  getRemoteFeatures,
  subscribeRemoteFeatures,
  updateRemoteFeatures,
} from './remoteFeaturesFlow'
import { updateFeatures } from './updateFeaturesFlow'

// The wallet service's project config (apps/api serves GET /appkit/v1/config for real in its
// own tests), answered by a loopback server so its features are known.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /appkit/v1/config': () => ({
      body: {
        projectId: 'test-project',
        features: {
          email: true,
          socials: ['github'],
          swaps: ['1inch'],
          onramp: false,
          activity: true,
          reownBranding: false,
          multiWallet: false,
        },
      },
    }),
    'GET /projects/v1/origins': () => ({ body: { allowedOrigins: ['http://127.0.0.1'] } }),
  })
})
afterAll(() => server.close())

const defaults = getDefaultFeatures()
// valtio tells subscribers of a tick's changes together, as AppKit's `subscribeRemoteFeatures`.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('remote features', () => {
  it("getRemoteFeatures gives the options' remote features and SPEC §9 defaults, then the project's config once fetched", async () => {
    const { core } = makeTestCore(server.url, { features: { email: false } })
    expect(getRemoteFeatures(core)).toEqual({
      email: false,
      socials: defaults.socials,
      swaps: defaults.swaps,
      onramp: defaults.onramp,
      activity: true,
      reownBranding: true,
      multiWallet: false,
    })
    await expect(loadRemoteFeatures(core)).resolves.toBe(true)
    expect(getRemoteFeatures(core)).toEqual({
      email: true,
      socials: ['github'],
      swaps: ['1inch'],
      onramp: false,
      activity: true,
      reownBranding: false,
      multiWallet: false,
    })
  })

  it('updateRemoteFeatures merges into what it set before, applies at once, wins over a config fetched later, and subscribers hear of each change', async () => {
    const { core } = makeTestCore(server.url)
    const heard: RemoteFeatures[] = []
    const stop = subscribeRemoteFeatures(core, (remote) => heard.push(remote))
    updateRemoteFeatures(core, { multiWallet: true })
    expect(core.features.multiWallet).toBe(true)
    await tick()
    updateRemoteFeatures(core, { socials: ['discord'] })
    expect(core.features).toMatchObject({ multiWallet: true, socials: ['discord'] })
    await tick()
    await loadRemoteFeatures(core)
    await tick()
    // The config's own values for the rest; the dapp's two stay.
    expect(getRemoteFeatures(core)).toMatchObject({
      multiWallet: true,
      socials: ['discord'],
      email: true,
      onramp: false,
      reownBranding: false,
    })
    // A local feature's change is no remote change.
    const before = heard.length
    updateFeatures(core, { send: false })
    await tick()
    expect(heard.length).toBe(before)
    stop()
    expect(heard.map((remote) => [remote.multiWallet, remote.socials, remote.onramp])).toEqual([
      [true, defaults.socials, defaults.onramp],
      [true, ['discord'], defaults.onramp],
      [true, ['discord'], false],
    ])
  })

  it("SPEC §6 'Basic mode disables all remote features': updateRemoteFeatures does not turn one on in basic mode", () => {
    const { core } = makeTestCore(server.url, { basic: true })
    updateRemoteFeatures(core, { email: true, multiWallet: true })
    expect(getRemoteFeatures(core)).toMatchObject({ email: false, multiWallet: false })
  })
})
