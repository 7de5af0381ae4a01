import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestApiClient } from '../../testing/apiFixtures'
import { mainnet, makeNetwork, solanaMainnet } from '../../testing/networks'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import {
  executeSwap,
  fetchSwapTokenPrices,
  readSwapTransaction,
  type SwapTransaction,
} from './executeSwap'
import { createSwap, setSourceToken, setToToken } from './swap'

const usdc = { name: 'USDC', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: 'x' }
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: 'x',
}

let server: TestServer
let allowance = '0'
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/convert/allowance': () => ({ body: { allowance } }),
    'GET /v1/convert/build-approve': () => ({
      body: { tx: { from: '0xuser', to: 'eip155:1:0xa0b8', data: '0xapprove', value: '0' } },
    }),
    'POST /v1/convert/build-transaction': (r) =>
      (r.body as { amount: string }).amount === '7000000'
        ? { body: { unexpected: true } }
        : { body: { tx: { to: '0xrouter', data: '0xswap', value: '5' } } },
    'POST /v1/fungible/price': () => ({
      body: {
        fungibles: [
          { name: 'USDC', symbol: 'USDC', iconUrl: 'x', price: 1 },
          { name: 'Ether', symbol: 'ETH', iconUrl: 'x', price: 3000 },
        ],
      },
    }),
  })
})
afterAll(() => server.close())

function ready(amount = '1.5') {
  const state = createSwap()
  setSourceToken(state, usdc)
  setToToken(state, eth)
  state.sourceTokenAmount = amount
  const sent: SwapTransaction[] = []
  const statuses: string[] = []
  const send = async (tx: SwapTransaction) => {
    statuses.push(state.status)
    sent.push(tx)
    return `0xhash${sent.length}`
  }
  return { state, sent, statuses, send, client: makeTestApiClient(server.url).client }
}

describe('swap execution', () => {
  it('allowance below the amount: build-approve and send it, then build-transaction (slippage 1) and send it', async () => {
    allowance = '1000'
    const { state, sent, statuses, send, client } = ready()
    const before = server.requests.length
    await expect(
      executeSwap(state, client, { network: mainnet, userAddress: '0xuser', send }),
    ).resolves.toBe('0xhash2')
    expect(statuses).toEqual(['approving', 'sending'])
    expect(state).toMatchObject({
      status: 'success',
      approvalHash: '0xhash1',
      swapHash: '0xhash2',
      error: undefined,
    })
    expect(sent).toEqual([
      { to: '0xa0b8', data: '0xapprove', value: 0n },
      { to: '0xrouter', data: '0xswap', value: 5n },
    ])
    const calls = server.requests.slice(before)
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/convert/allowance',
      'GET /v1/convert/build-approve',
      'POST /v1/convert/build-transaction',
    ])
    expect(calls[0]?.query).toMatchObject({ tokenAddress: usdc.address, userAddress: '0xuser' })
    expect(calls[1]?.query).toMatchObject({
      userAddress: '0xuser',
      from: usdc.address,
      to: eth.address,
    })
    expect(calls[2]?.body).toMatchObject({
      amount: '1500000',
      eip155: { slippage: '1' },
      projectId: 'test-project',
      from: usdc.address,
      to: eth.address,
      userAddress: '0xuser',
      disableEstimate: false,
    })
  })

  it('enough allowance, or the native token as source: no approval', async () => {
    allowance = '1500000'
    const enough = ready()
    await executeSwap(enough.state, enough.client, {
      network: mainnet,
      userAddress: '0xuser',
      send: enough.send,
    })
    expect(enough.sent).toHaveLength(1)
    expect(enough.state.approvalHash).toBeUndefined()
    const native = ready('0.1')
    setSourceToken(native.state, eth)
    setToToken(native.state, usdc)
    const before = server.requests.length
    await executeSwap(native.state, native.client, {
      network: mainnet,
      userAddress: '0xuser',
      send: native.send,
    })
    expect(server.requests.slice(before).map((r) => r.path)).toEqual([
      '/v1/convert/build-transaction',
    ])
  })

  it("SPEC §8 'Network not supported for Swaps'; a swap needs two tokens and an amount", async () => {
    const { state, send, client } = ready()
    for (const network of [solanaMainnet, makeNetwork('eip155', 5), undefined])
      await expect(
        executeSwap(state, client, { network, userAddress: '0xuser', send }),
      ).rejects.toThrow('Network not supported for Swaps')
    state.sourceTokenAmount = ''
    await expect(
      executeSwap(state, client, { network: mainnet, userAddress: '0xuser', send }),
    ).rejects.toThrow('A swap needs two tokens and an amount')
    expect(state.status).toBe('idle')
  })

  it('a malformed build answer or a refused send ends in status error, never a crash', async () => {
    allowance = '99999999999'
    const malformed = ready('7')
    await expect(
      executeSwap(malformed.state, malformed.client, {
        network: mainnet,
        userAddress: '0xuser',
        send: malformed.send,
      }),
    ).rejects.toThrow('The response body does not match its schema.')
    expect(malformed.state.status).toBe('error')
    expect(malformed.sent).toEqual([])
    const refused = ready()
    await expect(
      executeSwap(refused.state, refused.client, {
        network: mainnet,
        userAddress: '0xuser',
        send: async () => {
          throw new Error('User rejected the request.')
        },
      }),
    ).rejects.toThrow('User rejected')
    expect(refused.state).toMatchObject({ status: 'error', error: 'User rejected the request.' })
    expect(() => readSwapTransaction({ tx: { to: '0x1' } }, 'u')).toThrow(
      'The response body does not match its schema.',
    )
  })

  it('SPEC §7 "POST /v1/fungible/price" (currency usd, addresses, projectId): the prices of the selected tokens', async () => {
    const { state, client } = ready()
    await expect(fetchSwapTokenPrices(state, client)).resolves.toBe(true)
    expect(state.prices).toEqual({ [usdc.address]: 1, [eth.address]: 3000 })
    expect(server.requests.at(-1)?.body).toEqual({
      currency: 'usd',
      addresses: [usdc.address, eth.address],
      projectId: 'test-project',
    })
    await expect(fetchSwapTokenPrices(createSwap(), client)).resolves.toBe(false)
    const down = makeTestApiClient('http://127.0.0.1:1').client
    await expect(fetchSwapTokenPrices(state, down)).resolves.toBe(false)
    expect(state.prices[eth.address]).toBe(3000)
  })
})
