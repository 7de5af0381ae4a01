import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { TestServer } from '@appkit/core/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'
import { startCorsTestServer } from '../testing/startCorsTestServer'
import type { AppKit } from './AppKit'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const usdc = {
  name: 'DevUSDC',
  symbol: 'USDC',
  chainId: 'eip155:1',
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: '',
}

let server: TestServer
beforeAll(async () => {
  server = await startCorsTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    [`GET /v1/account/${address}/balance`]: () => ({ body: { balances: [usdc] } }),
    [`GET /v1/account/${address}/history`]: () => ({ body: { data: [] } }),
  })
})
afterAll(() => server.close())

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

async function connectedAppKit(apiUrls: { blockchain?: string }) {
  const made = createTestAppKit({ apiUrls })
  appKit = made.appKit
  await flows.onConnected(made.appKit.core, 'eip155', 'injected', {
    caipAddress: `eip155:1:${address}`,
    accounts: [],
  })
  return made.appKit.core
}

const accountDataRequests = () =>
  server.requests.filter((r) => r.path.startsWith(`/v1/account/${address}/`))

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('account data flow of an instance', () => {
  it('loads the token balances and history only once the modal shows Account', async () => {
    server.requests.length = 0
    const core = await connectedAppKit({ blockchain: server.url })
    await settle()
    expect(accountDataRequests()).toEqual([])
    await flows.open(core, { view: 'Account' })
    await expect
      .poll(() => core.balance.tokenBalances.map((b) => b.symbol), { timeout: 15_000 })
      .toEqual(['USDC'])
    expect(accountDataRequests().map((r) => r.path)).toEqual(
      expect.arrayContaining([`/v1/account/${address}/balance`, `/v1/account/${address}/history`]),
    )
  })

  it('stops with the instance: entering Account after destroy() requests nothing', async () => {
    server.requests.length = 0
    const core = await connectedAppKit({ blockchain: server.url })
    appKit?.destroy()
    controllers.router.push(core.router, 'Account')
    await settle()
    expect(accountDataRequests()).toEqual([])
  })

  it('requests nothing and shows no toast without a blockchain API configured', async () => {
    const core = await connectedAppKit({})
    await flows.open(core, { view: 'Account' })
    await settle()
    expect(core.balance.loading).toBe(false)
    expect(core.snackbar.open).toBe(false)
  })
})
