import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from '../server/startApiServer'
import type { Wallet } from '../wallets/Wallet'
import { walletDataset } from '../wallets/walletDataset'

interface Page {
  count: number
  data: Wallet[]
}

describe.each(databaseKinds)('/getWallets (%s)', (kind) => {
  let server: RunningApiServer
  const get = async (query: string) => fetch(`${server.url}/getWallets?${query}`)
  const page = async (query: string) => (await (await get(query)).json()) as Page
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server.close())

  it('SPEC §9 "40 per page": returns the first 40 (all, here) in display order with the total count', async () => {
    const body = await page('page=1&entries=40')
    expect(body.count).toBe(walletDataset.length)
    expect(body.data.map((w) => w.id)).toEqual(walletDataset.slice(0, 40).map((w) => w.id))
  })

  it('pages with page and entries', async () => {
    const second = await page('page=2&entries=5')
    expect(second.data.map((w) => w.id)).toEqual(walletDataset.slice(5, 10).map((w) => w.id))
    expect(second.count).toBe(walletDataset.length)
    expect((await page('page=999&entries=5')).data).toEqual([])
  })

  it('include keeps only the listed ids, exclude removes them', async () => {
    const included = await page('include=phantom,keplr,unknown-wallet')
    expect(included.data.map((w) => w.id).sort()).toEqual(['keplr', 'phantom'])
    expect(included.count).toBe(2)
    const excluded = await page('exclude=metamask&entries=100')
    expect(excluded.data.map((w) => w.id)).not.toContain('metamask')
    expect(excluded.count).toBe(walletDataset.length - 1)
  })

  it('search matches names case-insensitively', async () => {
    const found = await page('search=WALLET&entries=100')
    expect(found.data.length).toBeGreaterThan(2)
    for (const wallet of found.data) expect(wallet.name.toLowerCase()).toContain('wallet')
  })

  it('badge_type and chains filter', async () => {
    const certified = await page('badge_type=certified&entries=100')
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const cosmos = await page('chains=cosmos:cosmoshub-4&entries=100')
    expect(cosmos.data.map((w) => w.id)).toEqual(
      expect.arrayContaining(['keplr', 'leap', 'cosmostation']),
    )
    expect(cosmos.data.every((w) => w.chains.includes('cosmos:cosmoshub-4'))).toBe(true)
  })

  it('covers all five namespaces', async () => {
    const all = await page('entries=100')
    const namespaces = new Set(all.data.flatMap((w) => w.chains.map((c) => c.split(':')[0])))
    expect([...namespaces].sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana'])
  })

  it.each([
    ['page=abc', 'wrong type'],
    ['page=0', 'below minimum'],
    ['entries=100000', 'huge value'],
    ['page=99999999999999999999', 'huge number'],
    ['badge_type=gold', 'unknown enum'],
    [`search=${'x'.repeat(101)}`, 'too long'],
    [`include=${encodeURIComponent("metamask' OR '1'='1")}`, 'injection string'],
    [`chains=${encodeURIComponent('<script>')}`, 'markup'],
  ])('answers %s (%s) with 400 and a message', async (query) => {
    const res = await get(query)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/Invalid request/)
  })
})
