import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeTestApiClient, makeTransaction } from '../../testing/apiFixtures'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import { filterTransactions, groupTransactionsByYear } from './groupTransactions'
import { createTransactions, fetchTransactions, resetTransactions } from './transactions'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/supported-chains': () => ({ body: { http: ['eip155:1'], ws: [] } }),
    'GET /v1/account/0xabc/history': (r) =>
      r.query.cursor === 'page2'
        ? { body: { data: [makeTransaction('t4', '2023-12-31T10:00:00Z')], next: null } }
        : {
            body: {
              data: [
                makeTransaction('t1', '2024-01-02T00:00:00Z'),
                makeTransaction('t2', '2024-03-05T00:00:00Z'),
                makeTransaction('spam', '2024-03-06T00:00:00Z', { spam: true }),
                makeTransaction('other', '2024-03-07T00:00:00Z', { chain: 'eip155:10' }),
              ],
              next: 'page2',
            },
          },
    'GET /v1/account/0xfail/history': () => ({ status: 500 }),
  })
})
afterAll(() => server.close())

describe('transactions', () => {
  it('SPEC §3 "transactionsByYear (year then month, newest first)"', () => {
    const grouped = groupTransactionsByYear([
      makeTransaction('a', '2023-05-01T00:00:00Z'),
      makeTransaction('b', '2024-01-01T00:00:00Z'),
      makeTransaction('c', '2024-07-01T00:00:00Z'),
      makeTransaction('d', '2024-07-09T00:00:00Z'),
    ])
    expect(grouped.map((y) => y.year)).toEqual([2024, 2023])
    expect(grouped[0]?.months.map((m) => m.month)).toEqual([6, 0])
    expect(grouped[0]?.months[0]?.transactions.map((t) => t.id)).toEqual(['d', 'c'])
  })

  it('SPEC §5 "Transactions dropped if all transfers are flagged NFT spam, or not on the active chain"', () => {
    const mixed = makeTransaction('mixed', '2024-01-01T00:00:00Z', { spam: true })
    mixed.transfers.push({
      fungible_info: { name: 'Ether', symbol: 'ETH' },
      quantity: { numeric: '1' },
    } as never)
    const kept = filterTransactions(
      [
        makeTransaction('s', '2024-01-01T00:00:00Z', { spam: true }),
        makeTransaction('o', '2024-01-01T00:00:00Z', { chain: 'solana:x' }),
        mixed,
      ],
      'eip155:1',
    )
    expect(kept.map((t) => t.id)).toEqual(['mixed'])
  })

  it('SPEC §4 "Transactions: loading to done" with cursor paging', async () => {
    const { client } = makeTestApiClient(server.url)
    const state = createTransactions()
    const pending = fetchTransactions(state, client, {
      accountAddress: '0xabc',
      caipNetworkId: 'eip155:1',
    })
    expect(state.loading).toBe(true)
    await pending
    expect(state.loading).toBe(false)
    expect(state.transactions.map((t) => t.id)).toEqual(['t1', 't2'])
    expect(state.next).toBe('page2')
    await fetchTransactions(state, client, { accountAddress: '0xabc', caipNetworkId: 'eip155:1' })
    expect(server.requests.at(-1)?.query.cursor).toBe('page2')
    expect(state.transactions.map((t) => t.id)).toEqual(['t1', 't2', 't4'])
    expect(state.transactionsByYear.map((y) => y.year)).toEqual([2024, 2023])
    expect(state.next).toBeUndefined()
    expect(state.empty).toBe(false)
    await fetchTransactions(state, client, {
      accountAddress: '0xabc',
      caipNetworkId: 'eip155:1',
      onramp: 'coinbase',
    })
    expect(state.coinbaseTransactions.length).toBeGreaterThan(0)
    resetTransactions(state)
    expect(state.transactions).toEqual([])
  })

  it('SPEC §4 "empty true when none or on failure" and the toast \'Failed to fetch transactions\'', async () => {
    const { client } = makeTestApiClient(server.url)
    const state = createTransactions()
    const onError = vi.fn()
    await fetchTransactions(state, client, {
      accountAddress: '0xfail',
      caipNetworkId: 'eip155:1',
      onError,
    })
    expect(state).toMatchObject({ empty: true, loading: false })
    expect(onError).toHaveBeenCalledWith('Failed to fetch transactions')
    const unsupported = createTransactions()
    await fetchTransactions(unsupported, client, {
      accountAddress: '0xabc',
      caipNetworkId: 'eip155:5',
    })
    expect(unsupported.empty).toBe(true)
  })

  it("SPEC §8 'Transactions can't be fetched without an accountAddress'", async () => {
    const { client } = makeTestApiClient(server.url)
    await expect(
      fetchTransactions(createTransactions(), client, {
        accountAddress: undefined,
        caipNetworkId: 'eip155:1',
      }),
    ).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })
})
