import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { subscribeToEvents } from '../controllers/events/events'
import { makeTransaction } from '../testing/apiFixtures'
import { makeTestCore } from '../testing/makeTestCore'
import { mainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { loadMoreTransactions } from './accountDataFlow'
import { fetchTransactionPage } from './transactionPageFlow'

// The blockchain API's history route (apps/api serves it for real in its own tests): one
// account's second page can be read, another's cannot.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xa/history': (r) =>
      r.query.cursor === 'page2'
        ? { body: { data: [makeTransaction('t2', '2024-01-02T00:00:00Z')], next: null } }
        : { body: { data: [makeTransaction('t1', '2024-03-02T00:00:00Z')], next: 'page2' } },
    'GET /v1/account/0xb/history': (r) =>
      r.query.cursor === 'page2'
        ? { status: 500 }
        : { body: { data: [makeTransaction('t1', '2024-03-02T00:00:00Z')], next: 'page2' } },
  })
})
afterAll(() => server.close())

function connected(address: string) {
  const { core, evm } = makeTestCore(server.url)
  setChainAccountData(core.chain, evm.namespace, {
    address,
    caipAddress: `${mainnet.caipNetworkId}:${address}`,
    status: 'connected',
  })
  const events: { event: string; properties?: Record<string, unknown> }[] = []
  subscribeToEvents(core.events, ({ event, properties }) =>
    events.push(properties ? { event, properties } : { event }),
  )
  return { core, events }
}

describe('transaction pages', () => {
  it("sends AppKit's LOAD_MORE_TRANSACTIONS with the cursor of the page after the first, and nothing for the first", async () => {
    const { core, events } = connected('0xa')
    await loadMoreTransactions(core)
    expect(events).toEqual([])
    await loadMoreTransactions(core)
    expect(core.transactions.transactions.map((t) => t.id)).toEqual(['t1', 't2'])
    expect(events).toEqual([
      {
        event: 'LOAD_MORE_TRANSACTIONS',
        properties: {
          address: '0xa',
          projectId: 'test-project',
          cursor: 'page2',
          isSmartAccount: false,
        },
      },
    ])
  })

  it("SPEC §8 'Failed to fetch transactions': sends AppKit's ERROR_FETCH_TRANSACTIONS with the cursor that failed, and tells the caller", async () => {
    const { core, events } = connected('0xb')
    const messages: string[] = []
    const page = {
      accountAddress: '0xb',
      caipNetworkId: mainnet.caipNetworkId,
      onError: (message: string) => messages.push(message),
    }
    await fetchTransactionPage(core, page)
    await fetchTransactionPage(core, page)
    const properties = {
      address: '0xb',
      projectId: 'test-project',
      cursor: 'page2',
      isSmartAccount: false,
    }
    expect(events).toEqual([
      { event: 'LOAD_MORE_TRANSACTIONS', properties },
      { event: 'ERROR_FETCH_TRANSACTIONS', properties },
    ])
    expect(messages).toEqual(['Failed to fetch transactions'])
    // A first page that fails has no cursor.
    const first = connected('0xc')
    await fetchTransactionPage(first.core, { ...page, accountAddress: '0xc' })
    expect(first.events).toEqual([
      {
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { ...properties, address: '0xc', cursor: undefined },
      },
    ])
  })
})
