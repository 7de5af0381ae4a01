import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeTestApiClient, usdcBalance } from '../../testing/apiFixtures'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import { createBalance, fetchTokenBalance, filterZeroDecimalTokens } from './balance'

const zeroDecimal = { ...usdcBalance, symbol: 'NFTISH', quantity: { decimals: '0', numeric: '3' } }
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xabc/balance': () => ({ body: { balances: [usdcBalance, zeroDecimal] } }),
    'GET /v1/account/0xfail/balance': () => ({ status: 502 }),
  })
})
afterAll(() => server.close())

describe('balance', () => {
  it('SPEC §5 "Zero-decimal tokens filtered from balances"', async () => {
    expect(filterZeroDecimalTokens([usdcBalance, zeroDecimal])).toEqual([usdcBalance])
    const { client, time } = makeTestApiClient(server.url)
    const state = createBalance()
    await expect(
      fetchTokenBalance(
        state,
        client,
        { now: () => time.now },
        { address: '0xabc', caipNetworkId: 'eip155:1' },
      ),
    ).resolves.toBe(true)
    expect(state.tokenBalances.map((b) => b.symbol)).toEqual(['USDC'])
  })

  it('SPEC §8 "Balance: toast \'Token Balance Unavailable\' when fetch fails or network unsupported; retry blocked 30 s"', async () => {
    const { client, time } = makeTestApiClient(server.url)
    const clock = { now: () => time.now }
    const state = createBalance()
    const onError = vi.fn()
    await expect(
      fetchTokenBalance(state, client, clock, {
        address: '0xfail',
        caipNetworkId: 'eip155:1',
        onError,
      }),
    ).resolves.toBe(false)
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ shortMessage: 'Token Balance Unavailable' }),
    )
    const before = server.requests.length
    time.now += 29_999
    await expect(
      fetchTokenBalance(state, client, clock, { address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).resolves.toBe(false)
    expect(server.requests.length).toBe(before)
    time.now += 1
    await expect(
      fetchTokenBalance(state, client, clock, { address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).resolves.toBe(true)
    const other = createBalance()
    const unsupported = vi.fn()
    await fetchTokenBalance(other, client, clock, {
      address: '0xabc',
      caipNetworkId: 'eip155:5',
      onError: unsupported,
    })
    expect(unsupported).toHaveBeenCalledWith(
      expect.objectContaining({ shortMessage: 'Token Balance Unavailable' }),
    )
    expect(other.blockedUntil).toBe(time.now + 30_000)
  })
})
