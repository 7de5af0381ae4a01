import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainTransaction } from '../adapter/ChainTransaction'
import { setChainAccountData } from '../controllers/chain/account'
import { setActiveNetwork } from '../controllers/chain/chain'
import { subscribeToEvents } from '../controllers/events/events'
import { setSourceToken, setToToken } from '../controllers/swap/swap'
import { makeTestCore } from '../testing/makeTestCore'
import { solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { open } from './modalFlow'
import { swapTokens } from './swapFlow'

const usdc = { name: 'USDC', symbol: 'USDC', address: 'eip155:1:0xa0b8', decimals: 6, logoUri: 'x' }
const dai = { name: 'Dai', symbol: 'DAI', address: 'eip155:1:0xdai', decimals: 18, logoUri: 'x' }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xa/balance': () => ({ body: { balances: [] } }),
    'GET /v1/convert/allowance': () => ({ body: { allowance: '0' } }),
    'GET /v1/convert/build-approve': () => ({ body: { tx: { to: '0xa0b8', data: '0xap' } } }),
    'POST /v1/convert/build-transaction': () => ({
      body: { tx: { to: '0xrouter', data: '0xsw', value: '0' } },
    }),
    'POST /e': () => ({ status: 202 }),
  })
})
afterAll(() => server.close())

function ready() {
  const setup = makeTestCore(server.url)
  setChainAccountData(setup.core.chain, 'eip155', { address: '0xa', caipAddress: 'eip155:1:0xa' })
  setSourceToken(setup.core.swap, usdc)
  setToToken(setup.core.swap, dai)
  setup.core.swap.sourceTokenAmount = '2'
  const sent: ChainTransaction[] = []
  setup.evm.sendTransaction = async (tx) => {
    sent.push(tx)
    return `0x${sent.length}`
  }
  return { ...setup, sent }
}

describe('swap flow', () => {
  it('sends the approval and the swap through the adapter on the active network, then refreshes the balances', async () => {
    const { core, sent } = ready()
    const before = server.requests.length
    await expect(swapTokens(core)).resolves.toBe('0x2')
    expect(sent).toEqual([
      { kind: 'evmCall', caipNetworkId: 'eip155:1', to: '0xa0b8', value: 0n, data: '0xap' },
      { kind: 'evmCall', caipNetworkId: 'eip155:1', to: '0xrouter', value: 0n, data: '0xsw' },
    ])
    const balance = server.requests.slice(before).find((r) => r.path === '/v1/account/0xa/balance')
    expect(balance?.query.forceUpdate).toBe('0x2')
    expect(core.swap.status).toBe('success')
  })

  it("SPEC §8 'Network not supported for Swaps' off the swap networks, reported as an internal error", async () => {
    const { core, sent } = ready()
    await open(core)
    setActiveNetwork(core.chain, solanaMainnet)
    setChainAccountData(core.chain, 'solana', { address: 'So1' })
    const before = server.requests.length
    await expect(swapTokens(core)).rejects.toThrow('Network not supported for Swaps')
    expect(sent).toEqual([])
    await vi.waitFor(() =>
      expect(
        server.requests
          .slice(before)
          .find(
            (r) =>
              r.path === '/e' && (r.body as { props: { type: string } }).props.type === 'error',
          )?.body,
      ).toMatchObject({
        props: { type: 'error', event: 'SWAP_ERROR', errorType: 'INTERNAL_SDK_ERROR' },
      }),
    )
    await expect(swapTokens(makeTestCore(server.url).core)).rejects.toThrow(
      'No ActiveCaipAddress found',
    )
  })

  it("sends AppKit's swap events: INITIATE_SWAP then SWAP_SUCCESS, or SWAP_APPROVAL_ERROR when the approval fails", async () => {
    const { core, evm } = ready()
    const events: { event: string; properties?: Record<string, unknown> }[] = []
    subscribeToEvents(core.events, ({ event, properties }) =>
      events.push(properties ? { event, properties } : { event }),
    )
    await swapTokens(core)
    const properties = {
      isSmartAccount: false,
      network: 'eip155:1',
      swapFromToken: 'USDC',
      swapToToken: 'DAI',
      swapFromAmount: '2',
      swapToAmount: '',
    }
    expect(events).toEqual([
      { event: 'INITIATE_SWAP', properties },
      { event: 'SWAP_SUCCESS', properties },
    ])
    events.length = 0
    evm.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(swapTokens(core)).rejects.toThrow()
    expect(events).toEqual([
      { event: 'INITIATE_SWAP', properties },
      {
        event: 'SWAP_APPROVAL_ERROR',
        properties: { ...properties, message: 'User rejected the request.' },
      },
    ])
  })
})
