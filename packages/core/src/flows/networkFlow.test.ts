import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { onWalletNetworkChanged } from './networkFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

describe('network flow', () => {
  it('SPEC §2 "An unsupported network shows UnsupportedChain unless switching is disabled, unsupported chains are allowed, or basic mode is on"', async () => {
    const { core } = makeTestCore(server.url)
    await expect(onWalletNetworkChanged(core, 'eip155:1')).resolves.toBe(false)
    await expect(onWalletNetworkChanged(core, 'eip155:5')).resolves.toBe(true)
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('UnsupportedChain')
    for (const options of [
      { enableNetworkSwitch: false },
      { allowUnsupportedChain: true },
      { basic: true },
    ]) {
      const other = makeTestCore(server.url, options).core
      await expect(onWalletNetworkChanged(other, 'eip155:5')).resolves.toBe(false)
      expect(other.modal.open).toBe(false)
    }
  })
})
