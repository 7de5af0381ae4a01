import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../controllers/chain/chain'
import { makeTestCore } from '../testing/makeTestCore'
import { solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { onConnected } from './connectionFlow'
import { refreshIdentity } from './identityFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/identity/0xa': () => ({
      body: { name: 'alice.eth', avatar: 'https://img.example/a.png' },
    }),
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())

const identityCalls = () => server.requests.filter((r) => r.path.startsWith('/v1/identity'))

describe('identity flow', () => {
  it('reads the name and avatar of the active EVM account into its state, cached', async () => {
    const { core } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', { caipAddress: 'eip155:1:0xa', accounts: [] })
    const before = identityCalls().length
    await expect(refreshIdentity(core)).resolves.toBe(true)
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      profileName: 'alice.eth',
      profileImage: 'https://img.example/a.png',
    })
    await refreshIdentity(core)
    expect(identityCalls().length - before).toBe(1)
    expect(identityCalls().at(-1)?.query.sender).toBe('0xa')
  })

  it('SPEC §7 "most calls skipped ... when the active network is unsupported", and for other namespaces', async () => {
    const { core } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', { caipAddress: 'eip155:10:0xa', accounts: [] })
    const before = identityCalls().length
    await expect(refreshIdentity(core)).resolves.toBe(false)
    await onConnected(core, 'solana', 'phantom', {
      caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1',
      accounts: [],
    })
    setActiveNetwork(core.chain, solanaMainnet)
    await expect(refreshIdentity(core)).resolves.toBe(false)
    expect(identityCalls().length).toBe(before)
  })
})
