import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestApiClient } from '../../testing/apiFixtures'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import {
  createOnramp,
  fetchOnrampQuote,
  getDefaultOnrampOptions,
  loadOnrampOptions,
  parseOnrampProviderNames,
  resetOnramp,
  selectOnrampProvider,
  setOnrampCurrency,
} from './onramp'

const amount = (a: string, c: string) => ({ amount: a, currency: c })
const quote = {
  paymentTotal: amount('101', 'USD'),
  paymentSubtotal: amount('100', 'USD'),
  purchaseAmount: amount('99.5', 'USDC'),
  coinbaseFee: amount('1', 'USD'),
  networkFee: amount('0.1', 'USD'),
  quoteId: 'q1',
}
let quoteBody: typeof quote = quote
let good: TestServer
let bad: TestServer
beforeAll(async () => {
  good = await startTestServer({
    'GET /v1/onramp/options': () => ({
      body: {
        purchaseCurrencies: [],
        paymentCurrencies: [{ id: 'GBP', payment_method_limits: [] }],
      },
    }),
    'POST /v1/onramp/quote': () => ({ body: quoteBody }),
  })
  bad = await startTestServer({})
})
afterAll(async () => {
  await good.close()
  await bad.close()
})

describe('on-ramp', () => {
  it('SPEC §9 "Default on-ramp: purchase currency USDC on Ethereum and Polygon; payment currency USD (and EUR); limits card 10 to 7500, ach_bank_account 10 to 25000"', () => {
    const state = createOnramp()
    expect(state.purchaseCurrency).toBe('USDC')
    expect(state.paymentCurrency).toBe('USD')
    const defaults = getDefaultOnrampOptions()
    expect(defaults.purchaseCurrencies[0]?.networks.map((n) => n.name)).toEqual([
      'ethereum',
      'polygon',
    ])
    expect(defaults.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(defaults.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('SPEC §8 "On-ramp quote failure returns a placeholder quote; options failure returns built-in defaults"', async () => {
    const failing = makeTestApiClient(bad.url).client
    const state = createOnramp()
    await loadOnrampOptions(state, failing)
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    const placeholder = await fetchOnrampQuote(state, failing, {
      amount: '100',
      network: 'ethereum',
    })
    expect(placeholder).toMatchObject({
      quoteId: '',
      purchaseAmount: { amount: '0', currency: 'USDC' },
      paymentTotal: { currency: 'USD' },
    })
    expect(state).toMatchObject({
      quotesLoading: false,
      error: expect.stringContaining('404'),
      purchaseAmount: '0',
    })
    const working = makeTestApiClient(good.url).client
    await loadOnrampOptions(state, working)
    expect(state.paymentCurrencies.map((c) => c.id)).toEqual(['GBP'])
    await expect(
      fetchOnrampQuote(state, working, { amount: '100', network: 'ethereum' }),
    ).resolves.toEqual(quote)
    expect(state.purchaseAmount).toBe('99.5')
    expect(state.paymentAmount).toBe('100')
    expect(good.requests.at(-1)?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
  })

  it('amounts are never floats: quote and payment amounts stay exact decimal strings; a non-decimal amount gets the placeholder', async () => {
    const working = makeTestApiClient(good.url).client
    const state = createOnramp()
    // 0.1 + 0.2 and 17 significant digits: a float would read both differently.
    quoteBody = { ...quote, purchaseAmount: amount('12345678901234567.89', 'USDC') }
    try {
      await fetchOnrampQuote(state, working, { amount: ' 0.30000000000000001 ', network: 'base' })
      expect(state.purchaseAmount).toBe('12345678901234567.89')
      expect(state.paymentAmount).toBe('0.30000000000000001')
      expect(good.requests.at(-1)?.body).toMatchObject({ amount: '0.30000000000000001' })
    } finally {
      quoteBody = quote
    }
    const requests = good.requests.length
    const placeholder = await fetchOnrampQuote(state, working, { amount: '1e', network: 'base' })
    expect(placeholder.quoteId).toBe('')
    expect(state).toMatchObject({
      purchaseAmount: '0',
      paymentAmount: undefined,
      error: 'Invalid amount: 1e',
    })
    expect(good.requests.length).toBe(requests)
  })

  it('SPEC §5 "On-ramp providers must be an array of strings, else empty"', () => {
    expect(parseOnrampProviderNames(['meld', 'coinbase'])).toEqual(['meld', 'coinbase'])
    expect(parseOnrampProviderNames('meld')).toEqual([])
    expect(parseOnrampProviderNames(['meld', 1])).toEqual([])
  })

  it('SPEC §4 "selecting provider meld appends publicKey, destinationCurrencyCode (SOL on Solana, else USDC), walletAddress and externalCustomerId (project id) to its URL. Reset restores defaults."', () => {
    const meld = { name: 'meld', url: 'http://127.0.0.1:9/meld?x=1' }
    const state = createOnramp([meld, { name: 'coinbase', url: 'http://127.0.0.1:9/cb' }])
    selectOnrampProvider(state, meld, { namespace: 'solana', address: 'SoLAddr', projectId: 'p1' })
    const url = new URL(state.selectedProvider?.url ?? '')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      publicKey: 'SoLAddr',
      destinationCurrencyCode: 'SOL',
      walletAddress: 'SoLAddr',
      externalCustomerId: 'p1',
    })
    selectOnrampProvider(state, meld, {
      namespace: 'eip155',
      address: '0xabc',
      projectId: undefined,
    })
    expect(
      new URL(state.selectedProvider?.url ?? '').searchParams.get('destinationCurrencyCode'),
    ).toBe('USDC')
    selectOnrampProvider(state, state.providers[1], {
      namespace: 'eip155',
      address: '0xabc',
      projectId: 'p1',
    })
    expect(state.selectedProvider?.url).toBe('http://127.0.0.1:9/cb')
    setOnrampCurrency(state, 'purchase', 'ETH')
    setOnrampCurrency(state, 'payment', 'EUR')
    resetOnramp(state)
    expect(state).toMatchObject({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      selectedProvider: undefined,
      quote: undefined,
    })
    expect(state.providers).toHaveLength(2)
  })
})
