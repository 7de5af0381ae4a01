import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../storage/createStorage'
import { createMemoryBackend } from '../../storage/StorageBackend'
import { makeTestApiClient } from '../../testing/apiFixtures'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import {
  createWalletList,
  loadNextWalletPage,
  loadRecommendedWallets,
  searchWallets,
  type WalletListContext,
} from './walletList'

const wallet = (i: number) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  rdns: i === 1 ? 'io.metamask' : null,
})
let server: TestServer
let broken: TestServer
let wrongSchema: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /getWallets': (r) => {
      const entries = Number(r.query.entries)
      const page = Number(r.query.page)
      if (r.query.search)
        return { body: { data: [wallet(7), { id: 'x', name: 'Excluded' }], count: 2 } }
      return {
        body: {
          data: Array.from({ length: entries }, (_, i) => wallet((page - 1) * entries + i)),
          count: 120,
        },
      }
    },
  })
  broken = await startTestServer({ 'GET /getWallets': () => ({ status: 500 }) })
  wrongSchema = await startTestServer({ 'GET /getWallets': () => ({ body: { data: 'nope' } }) })
})
afterAll(async () => {
  await server.close()
  await broken.close()
  await wrongSchema.close()
})

function context(url: string, storage = createStorage()): WalletListContext {
  return {
    client: makeTestApiClient(url).client,
    storage,
    excludeWallets: ['excluded'],
    installed: [
      {
        id: 'io.metamask',
        type: 'ANNOUNCED',
        name: 'MetaMask',
        chain: 'eip155',
        info: { rdns: 'io.metamask' },
      },
    ],
    recent: [{ id: 'w2', name: 'Wallet 2' }],
  }
}

describe('wallet list', () => {
  it('SPEC §9 "Wallet list: 4 recommended, 40 per page, search 100 results", deduplicated and excluded', async () => {
    const state = createWalletList()
    const ctx = context(server.url)
    await expect(loadNextWalletPage(state, ctx)).resolves.toBe(true)
    expect(server.requests.at(-1)?.query).toMatchObject({ page: '1', entries: '40' })
    expect(state.wallets.map((w) => w.id)).not.toContain('w1')
    expect(state.wallets.map((w) => w.id)).not.toContain('w2')
    expect(state.wallets).toHaveLength(38)
    await loadNextWalletPage(state, ctx)
    expect(state).toMatchObject({ page: 2, count: 120 })
    expect(state.wallets).toHaveLength(78)
    await loadRecommendedWallets(state, ctx)
    expect(server.requests.at(-1)?.query.entries).toBe('4')
    expect(state.recommended.map((w) => w.id)).toEqual(['w0', 'w3'])
    await searchWallets(state, ctx, ' wal ')
    expect(server.requests.at(-1)?.query).toMatchObject({ search: 'wal', entries: '100' })
    expect(state.search.map((w) => w.id)).toEqual(['w7'])
    await searchWallets(state, ctx, '  ')
    expect(state.search).toEqual([])
  })

  it('HOSTILE C "the wallet registry API returns 500 ... or a wrong schema, then the modal ... uses the last good cached list ... and raises no unhandled rejection"', async () => {
    const storage = createStorage()
    const good = createWalletList()
    await loadNextWalletPage(good, context(server.url, storage))
    for (const url of [broken.url, wrongSchema.url]) {
      const state = createWalletList()
      await expect(loadNextWalletPage(state, context(url, storage))).resolves.toBe(false)
      expect(state.fromCache).toBe(true)
      expect(state.wallets).toHaveLength(38)
      expect(state.loading).toBe(false)
    }
    const tampered = createStorage({
      backend: createMemoryBackend([['@appkit-wallet/wallet_list_cache', '[{"id":1,"name":"x"}]']]),
    })
    const notCached = createWalletList()
    await expect(loadNextWalletPage(notCached, context(broken.url, tampered))).resolves.toBe(false)
    expect(notCached).toMatchObject({ wallets: [], fromCache: false })
    const empty = createWalletList()
    await expect(loadNextWalletPage(empty, context(broken.url))).resolves.toBe(false)
    expect(empty).toMatchObject({ wallets: [], fromCache: false })
    await loadRecommendedWallets(empty, context(broken.url))
    await searchWallets(empty, context(broken.url), 'x')
    expect(empty.recommended).toEqual([])
    expect(empty.search).toEqual([])
  })

  it("sends the dapp's includeWalletIds and excludeWalletIds as include and exclude on every registry call", async () => {
    const state = createWalletList()
    const ctx = { ...context(server.url), includeWalletIds: ['w3', 'w4'], excludeWalletIds: ['w5'] }
    await loadNextWalletPage(state, ctx)
    expect(server.requests.at(-1)?.query).toMatchObject({ include: 'w3,w4', exclude: 'w5' })
    await loadRecommendedWallets(state, ctx)
    expect(server.requests.at(-1)?.query).toMatchObject({ include: 'w3,w4', exclude: 'w5' })
    await searchWallets(state, ctx, 'wal')
    expect(server.requests.at(-1)?.query).toMatchObject({ include: 'w3,w4', exclude: 'w5' })
    await loadNextWalletPage(createWalletList(), context(server.url))
    expect(server.requests.at(-1)?.query).not.toHaveProperty('include')
  })
})
