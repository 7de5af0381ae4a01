import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestApiClient } from '../../testing/apiFixtures'
import { mainnet, makeNetwork, solanaMainnet } from '../../testing/networks'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import {
  createSwap,
  fetchSwapGasPrice,
  initializeSwap,
  isSwapNetwork,
  quoteSwap,
  resetSwap,
  setSourceToken,
  setToToken,
  switchSwapTokens,
} from './swap'

const usdc = { name: 'USDC', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: 'x' }
const eth = { name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee', decimals: 18, logoUri: 'x' }
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/convert/tokens': () => ({ body: { tokens: [usdc, eth] } }),
    'GET /v1/convert/gas-price': () => ({ body: { standard: '10', fast: '20', instant: '30' } }),
    'GET /v1/convert/quotes': (r) =>
      r.query.amount === '13000000'
        ? { status: 500 }
        : { body: { quotes: [{ fromAmount: r.query.amount ?? '', toAmount: '3000000000' }] } },
  })
})
afterAll(() => server.close())

describe('swap', () => {
  it('SPEC §9 "Swap slippage tolerance 1" and "Swap networks: 12 EVM chain ids"', () => {
    expect(createSwap().slippage).toBe(1)
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
      expect(isSwapNetwork(makeNetwork('eip155', id))).toBe(true)
    expect(isSwapNetwork(makeNetwork('eip155', 5))).toBe(false)
    expect(isSwapNetwork(solanaMainnet)).toBe(false)
  })

  it("SPEC §8 'Network not supported for Swaps', 'Network not supported for Gas Price'", async () => {
    const { client } = makeTestApiClient(server.url)
    await expect(initializeSwap(createSwap(), client, solanaMainnet)).rejects.toThrow(
      'Network not supported for Swaps',
    )
    await expect(initializeSwap(createSwap(), client, undefined)).rejects.toThrow(
      'Network not supported for Swaps',
    )
    await expect(fetchSwapGasPrice(createSwap(), client, makeNetwork('eip155', 5))).rejects.toThrow(
      'Network not supported for Gas Price',
    )
  })

  it('initializes, quotes in base units, switches and resets', async () => {
    const { client } = makeTestApiClient(server.url)
    const state = createSwap()
    await initializeSwap(state, client, mainnet)
    expect(state).toMatchObject({ initialized: true, gasPrice: '10' })
    expect(state.tokens.map((t) => t.symbol)).toEqual(['USDC', 'ETH'])
    await quoteSwap(state, client, { amount: '1', userAddress: '0xabc' })
    expect(state.toTokenAmount).toBe('')
    setSourceToken(state, eth)
    setToToken(state, usdc)
    await quoteSwap(state, client, { amount: '1', userAddress: '0xabc' })
    expect(state.toTokenAmount).toBe('3000')
    expect(server.requests.at(-1)?.query).toMatchObject({
      amount: '1000000000000000000',
      from: eth.address,
      to: usdc.address,
      gasPrice: '10',
    })
    switchSwapTokens(state)
    expect(state).toMatchObject({
      sourceToken: { symbol: 'USDC' },
      toToken: { symbol: 'ETH' },
      sourceTokenAmount: '3000',
      toTokenAmount: '1',
    })
    await quoteSwap(state, client, { amount: '13', userAddress: '0xabc' })
    expect(state.error).toContain('HTTP status code: 500')
    expect(state.toTokenAmount).toBe('')
    await quoteSwap(state, client, { amount: '1.2.3', userAddress: '0xabc' })
    expect(state.error).toBe('Invalid decimal number: 1.2.3')
    resetSwap(state)
    expect(state).toMatchObject({
      tokens: [],
      sourceToken: undefined,
      slippage: 1,
      initialized: false,
    })
  })
})
