import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PORTFOLIO_CACHE_TTL_MS } from '../constants/timeConstants'
import { makeTestApiClient, makeTransaction, usdcBalance } from '../testing/apiFixtures'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import {
  buildSwapApproveTransaction,
  buildSwapTransaction,
  getBalances,
  getGasPrice,
  getHistory,
  getIdentity,
  getSwapAllowance,
  getSwapQuotes,
  getSwapTokens,
  getTokenPrices,
} from './blockchainApi'
import {
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampQuote,
  getSession,
  revokeSession,
} from './onrampApi'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1', 'solana:5eykt'], ws: [] } }),
    'GET /v1/identity/0xabc': () => ({ body: { avatar: null, name: 'vitalik.eth' } }),
    'GET /v1/account/0xabc/history': () => ({
      body: { data: [makeTransaction('t1', '2024-01-02T00:00:00Z')], next: 'c2' },
    }),
    'GET /v1/account/0xabc/balance': () => ({ body: { balances: [usdcBalance] } }),
    'GET /v1/account/0xpath/balance': () => ({
      body: { balances: [{ ...usdcBalance, iconUrl: '/public/getTokenImage/USDC' }] },
    }),
    'GET /v1/account/0xpath/history': () => {
      const tx = makeTransaction('t2', '2024-01-02T00:00:00Z')
      const transfers = tx.transfers.map((t) => ({
        ...t,
        fungible_info: { symbol: 'ETH', icon: { url: '/public/getTokenImage/ETH' } },
      }))
      return { body: { data: [{ ...tx, transfers }], next: null } }
    },
    'GET /v1/convert/quotes': () => ({ body: { quotes: [{ fromAmount: '1', toAmount: '2' }] } }),
    'GET /v1/convert/tokens': () => ({
      body: {
        tokens: [
          {
            name: 'USDC',
            symbol: 'USDC',
            address: 'eip155:1:0xa0b8',
            decimals: 6,
            logoUri: '/public/getTokenImage/USDC',
          },
        ],
      },
    }),
    'POST /v1/fungible/price': () => ({
      body: {
        fungibles: [
          { name: 'USDC', symbol: 'USDC', iconUrl: '/public/getTokenImage/USDC', price: 1 },
        ],
      },
    }),
    'GET /v1/convert/allowance': () => ({ body: { allowance: '0' } }),
    'GET /v1/convert/gas-price': () => ({ body: { standard: '1', fast: '2', instant: '3' } }),
    'POST /v1/convert/build-transaction': () => ({ body: { tx: { to: '0x', data: '0x' } } }),
    'GET /v1/convert/build-approve': () => ({ body: { to: '0x', data: '0x' } }),
    'POST /v1/generators/onrampurl': () => ({ body: { url: 'http://127.0.0.1/buy' } }),
    'GET /v1/onramp/options': () => ({ body: { purchaseCurrencies: [], paymentCurrencies: [] } }),
    'POST /v1/onramp/quote': () => ({ body: { broken: true } }),
    'GET /v1/sessions/s1': () => ({ body: { id: 's1' } }),
    'POST /v1/sessions/s1/revoke': () => ({ body: { success: true } }),
  })
})
afterAll(() => server.close())

const last = () => server.requests.at(-1)

describe('blockchain API client (SPEC §7)', () => {
  it('GET /v1/identity/{address} with sender, cached 5 min ("name and identity 5 min")', async () => {
    const { client, time } = makeTestApiClient(server.url)
    await expect(getIdentity(client, { address: '0xabc', sender: '0xme' })).resolves.toEqual({
      avatar: null,
      name: 'vitalik.eth',
    })
    expect(last()?.query).toMatchObject({
      sender: '0xme',
      projectId: 'test-project',
      st: 'appkit',
      sv: 'core-test',
    })
    const count = server.requests.length
    time.now += 299_999
    await getIdentity(client, { address: '0xabc', sender: '0xme' })
    expect(server.requests.length).toBe(count)
    time.now += 1
    await getIdentity(client, { address: '0xabc', sender: '0xme' })
    expect(server.requests.length).toBe(count + 1)
  })

  it('GET /v1/account/{account}/history with cursor, onramp, chainId', async () => {
    const { client } = makeTestApiClient(server.url)
    const history = await getHistory(client, {
      account: '0xabc',
      chainId: 'eip155:1',
      cursor: 'c1',
    })
    expect(history.next).toBe('c2')
    expect(last()).toMatchObject({
      path: '/v1/account/0xabc/history',
      query: { cursor: 'c1', chainId: 'eip155:1' },
    })
  })

  it('SPEC §7 "most calls skipped with empty default when the active network is unsupported"', async () => {
    const { client } = makeTestApiClient(server.url)
    await getSwapTokens(client, { chainId: 'eip155:1' })
    const count = server.requests.length
    await expect(getHistory(client, { account: '0xabc', chainId: 'eip155:999' })).resolves.toEqual({
      data: [],
      next: null,
    })
    await expect(getBalances(client, { address: '0xabc', chainId: 'eip155:999' })).resolves.toEqual(
      { balances: [] },
    )
    await expect(getSwapTokens(client, { chainId: 'eip155:999' })).resolves.toEqual({ tokens: [] })
    expect(server.requests.length).toBe(count)
  })

  it('GET /v1/account/{address}/balance with currency usd, cached 30 s ("portfolio and native balance 30 s")', async () => {
    const { client, time } = makeTestApiClient(server.url)
    await expect(
      getBalances(client, { address: '0xabc', chainId: 'eip155:1', forceUpdate: 'x' }),
    ).resolves.toEqual({ balances: [usdcBalance] })
    expect(last()?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1', forceUpdate: 'x' })
    const count = server.requests.length
    await getBalances(client, { address: '0xabc', chainId: 'eip155:1', forceUpdate: 'x' })
    expect(server.requests.length).toBe(count)
    time.now += PORTFOLIO_CACHE_TTL_MS
    await getBalances(client, { address: '0xabc', chainId: 'eip155:1', forceUpdate: 'x' })
    expect(server.requests.length).toBe(count + 1)
  })

  it('image paths in answers load from the API, not from the page origin (resolved against its base URL)', async () => {
    const { client } = makeTestApiClient(server.url)
    const icon = (symbol: string) => `${server.url}/public/getTokenImage/${symbol}`
    const { balances } = await getBalances(client, { address: '0xpath', chainId: 'eip155:1' })
    expect(balances[0]?.iconUrl).toBe(icon('USDC'))
    const history = await getHistory(client, { account: '0xpath', chainId: 'eip155:1' })
    expect(history.data[0]?.transfers[0]?.fungible_info?.icon?.url).toBe(icon('ETH'))
    expect((await getSwapTokens(client, { chainId: 'eip155:1' })).tokens[0]?.logoUri).toBe(
      icon('USDC'),
    )
    const prices = await getTokenPrices(client, { addresses: ['eip155:1:0xa0b8'] })
    expect(prices.fungibles[0]?.iconUrl).toBe(icon('USDC'))
  })

  it('the convert routes: quotes, tokens, price, allowance, gas price, build-transaction, build-approve', async () => {
    const { client } = makeTestApiClient(server.url)
    const quotes = await getSwapQuotes(client, {
      amount: '1',
      userAddress: '0xabc',
      from: 'a',
      to: 'b',
      gasPrice: '1',
    })
    expect(quotes.quotes[0]?.toAmount).toBe('2')
    expect(last()?.query).toMatchObject({
      amount: '1',
      userAddress: '0xabc',
      from: 'a',
      to: 'b',
      gasPrice: '1',
    })
    expect((await getSwapTokens(client, { chainId: 'eip155:1' })).tokens).toHaveLength(1)
    await getTokenPrices(client, { addresses: ['eip155:1:0xa0b8'] })
    expect(last()?.body).toEqual({
      currency: 'usd',
      addresses: ['eip155:1:0xa0b8'],
      projectId: 'test-project',
    })
    await expect(
      getSwapAllowance(client, { tokenAddress: 'a', userAddress: 'b' }),
    ).resolves.toEqual({ allowance: '0' })
    await expect(getGasPrice(client, { chainId: 'eip155:1' })).resolves.toEqual({
      standard: '1',
      fast: '2',
      instant: '3',
    })
    await buildSwapTransaction(client, {
      amount: '1',
      from: 'a',
      to: 'b',
      userAddress: 'u',
      slippage: 1,
    })
    expect(last()?.body).toEqual({
      amount: '1',
      eip155: { slippage: '1' },
      projectId: 'test-project',
      from: 'a',
      to: 'b',
      userAddress: 'u',
      disableEstimate: false,
    })
    await buildSwapApproveTransaction(client, { userAddress: 'u', from: 'a', to: 'b' })
    expect(last()?.query).toMatchObject({ userAddress: 'u', from: 'a', to: 'b' })
  })

  it('the on-ramp and session routes', async () => {
    const { client } = makeTestApiClient(server.url)
    await generateOnrampUrl(client, {
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
      partnerUserId: 'u1',
      presetFiatAmount: '100.10',
    })
    expect(last()?.body).toMatchObject({
      defaultExperience: 'buy',
      partnerUserId: 'u1',
      presetFiatAmount: '100.10',
    })
    await expect(getOnrampOptions(client)).resolves.toEqual({
      purchaseCurrencies: [],
      paymentCurrencies: [],
    })
    await expect(
      getOnrampQuote(client, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '10',
        network: 'ethereum',
      }),
    ).rejects.toThrow('does not match its schema')
    await expect(getSession(client, { id: 's1' })).resolves.toEqual({ id: 's1' })
    await expect(revokeSession(client, { id: 's1', pci: 'p', signature: 's' })).resolves.toEqual({
      success: true,
    })
    expect(last()?.body).toEqual({ pci: 'p', signature: 's' })
  })
})
