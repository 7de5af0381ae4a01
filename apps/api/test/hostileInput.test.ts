import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetApiConfig } from '../src/devnetApiConfig'
import { PROJECT_CACHE_LIMIT } from '../src/projects/ProjectStore'
import type { RunningApiServer } from '../src/server/startApiServer'
import { startTestServer } from './databaseKinds'

/**
 * Hostile input against a real API on 127.0.0.1 (PGlite in memory, the devnet's chains): every
 * case gets its 4xx with a message, and the server keeps answering a normal request after it.
 * Cases: issue #19's probe of apps/api and the apps/api ones of HOSTILE.md (A, E, G).
 */

const USER = '0x00000000000000000000000000000000000000aa'
const event = {
  eventId: 'evt-1',
  url: 'https://dapp.test/',
  domain: 'dapp.test',
  timestamp: 1_763_790_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
}

/** `{a: {a: … {}}}`: `depth` + 1 objects, one inside the other. */
function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {}
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

/** The JSON text of nested(depth), built as text (JSON.stringify recurses once per level). */
function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`
}

/** A JSON string whose `"\ud800"` escape is a lone surrogate once parsed. */
function withLoneSurrogate(body: unknown): string {
  return JSON.stringify(body).replace('LONE', '\\ud800')
}

describe('hostile input at the API edge (pglite)', () => {
  const devnet = inject('devnet')
  let server: RunningApiServer
  let usdc: string
  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
    })
  const rpc = (body: unknown) => send('POST', '/v1?chainId=eip155:1', body)

  /** The refusal has the intended status and a message naming the fault; a normal call still answers. */
  async function expectRefused(res: Response, status: number, message: RegExp): Promise<void> {
    const text = await res.text()
    expect({ status: res.status, text }).toMatchObject({ status })
    expect((JSON.parse(text) as { message: string }).message).toMatch(message)
    const normal = await send('GET', '/getWallets?page=1&entries=1')
    expect(normal.status).toBe(200)
    expect(((await normal.json()) as { data: unknown[] }).data).toHaveLength(1)
  }

  beforeAll(async () => {
    // No rate limit: the cache case sends 1,200 requests from one address on purpose.
    server = await startTestServer('pglite', devnetApiConfig(devnet, { rateLimit: false }))
    const contracts = devnet.contracts[1]
    if (!contracts) throw new Error('the devnet has no contracts on chain 1')
    usdc = `eip155:1:${contracts.usdc}`
  })
  afterAll(() => server.close())

  describe('numbers out of range and wrong types', () => {
    it.each([
      ['page=1e309', /page/],
      ['page=-1', /page/],
      ['page=0x10', /page/],
      ['entries=1e3', /entries/],
      ['page=NaN', /page/],
    ])('GET /getWallets?%s answers 400', async (query, message) => {
      await expectRefused(await send('GET', `/getWallets?${query}`), 400, message)
    })

    it('POST /e with a numeric eventId answers 400 (no coercion of body types)', async () => {
      await expectRefused(await send('POST', '/e', { ...event, eventId: 12345 }), 400, /eventId/)
    })

    it('POST /e with a string timestamp answers 400', async () => {
      await expectRefused(
        await send('POST', '/e', { ...event, timestamp: '1763790000000' }),
        400,
        /timestamp/,
      )
    })

    it('POST /e with a timestamp of 1e309 (Infinity once parsed) answers 400', async () => {
      const body = JSON.stringify(event).replace('1763790000000', '1e309')
      await expectRefused(await send('POST', '/e', body), 400, /timestamp|number/)
    })
  })

  describe('chain ids that are not CAIP-2', () => {
    it.each([
      ['/v1/convert/tokens?chainId=1', /chainId/],
      ['/v1/convert/gas-price?chainId=1', /chainId/],
      ['/v1/convert/tokens?chainId=eip155:01', /chainId/],
      [`/v1/account/${USER}/balance?chainId=1`, /chainId/],
      [`/v1/account/${USER}/balance?chainId=eip155`, /chainId/],
      [`/v1/account/${USER}/history?chainId=EIP155:1`, /chainId/],
      ['/getWallets?chains=1', /chains/],
      ['/getWallets?chains=eip155:1,x', /chains/],
    ])('GET %s answers 400', async (path, message) => {
      await expectRefused(await send('GET', path), 400, message)
    })

    it('POST /v1?chainId=1 answers 400', async () => {
      await expectRefused(
        await send('POST', '/v1?chainId=1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
        400,
        /chainId/,
      )
    })
  })

  describe('NUL, lone surrogates and depth', () => {
    it('a NUL in a query value answers 400', async () => {
      await expectRefused(await send('GET', '/getWallets?search=a%00b'), 400, /NUL/)
    })

    it('a NUL in an analytics event answers 400 and nothing is stored', async () => {
      await expectRefused(
        await send('POST', '/e', { ...event, eventId: 'nul', url: 'https://dapp.test/\u0000' }),
        400,
        /NUL/,
      )
      const rows = await server.ctx.db.query("SELECT 1 FROM events WHERE event_id = 'nul'")
      expect(rows).toEqual([])
    })

    it('a lone surrogate in an analytics event answers 400 and nothing is stored', async () => {
      const body = withLoneSurrogate({
        ...event,
        eventId: 'lone',
        props: { event: 'MODAL_OPEN', properties: { label: 'LONE' } },
      })
      await expectRefused(await send('POST', '/e', body), 400, /surrogate/)
      const rows = await server.ctx.db.query("SELECT 1 FROM events WHERE event_id = 'lone'")
      expect(rows).toEqual([])
    })

    it('a 5,000-deep analytics event answers 400 (no 500)', async () => {
      const deep = JSON.stringify({
        ...event,
        eventId: 'deep',
        props: { event: 'X', properties: 'DEEP' },
      }).replace('"DEEP"', nestedJson(5000))
      // 5,000 levels of `{"a":` fit in the route's 32 KiB body limit, so the depth guard answers.
      expect(deep.length).toBeLessThan(32 * 1024)
      await expectRefused(await send('POST', '/e', deep), 400, /deeper/)
    })

    it('an analytics event a few levels deep is still stored', async () => {
      const res = await send('POST', '/e', {
        ...event,
        eventId: 'shallow',
        props: { event: 'X', properties: nested(3) },
      })
      expect(res.status).toBe(202)
    })

    it('a 5,000-deep JSON-RPC params answers 400', async () => {
      const body = `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[${nestedJson(5000)}]}`
      await expectRefused(await rpc(body), 400, /deeper/)
    })
  })

  describe('convert amounts are bounded integers', () => {
    const quotes = (amount: string) =>
      `/v1/convert/quotes?amount=${amount}&userAddress=${USER}&from=eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=${usdc}`
    it.each([
      ['2^256', (2n ** 256n).toString()],
      ['78 nines', '9'.repeat(78)],
      ['2^256 - 1', (2n ** 256n - 1n).toString()],
    ])('GET /v1/convert/quotes with an amount of %s answers 400', async (_name, amount) => {
      await expectRefused(await send('GET', quotes(amount)), 400, /amount/i)
    })

    it('POST /v1/convert/build-transaction with an amount of 2^256 answers 400', async () => {
      const res = await send('POST', '/v1/convert/build-transaction', {
        amount: (2n ** 256n).toString(),
        from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        to: usdc,
        userAddress: USER,
      })
      await expectRefused(res, 400, /amount/i)
    })

    it('a normal quote still answers', async () => {
      const res = await send('GET', quotes('1000000000000000'))
      expect(res.status).toBe(200)
    })
  })

  describe('the EVM JSON-RPC proxy passes only the reads a modal needs', () => {
    it.each([
      'eth_accounts',
      'eth_coinbase',
      'eth_sign',
      'eth_signTransaction',
      'eth_sendTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'personal_unlockAccount',
      'anvil_setBalance',
      'anvil_impersonateAccount',
      'evm_mine',
      'evm_snapshot',
      'hardhat_setBalance',
      'admin_peers',
      'debug_traceTransaction',
      'txpool_content',
      'eth_newFilter',
      'eth_subscribe',
    ])('%s is refused', async (method) => {
      const res = await rpc({ jsonrpc: '2.0', id: 1, method, params: [] })
      await expectRefused(res, 400, new RegExp(`Method not allowed: ${method}`))
    })

    it('HOSTILE G: a batch [eth_chainId, eth_sendTransaction] cannot pass the allowlist', async () => {
      const res = await rpc([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_sendTransaction', params: [{}] },
      ])
      await expectRefused(res, 400, /Method not allowed: eth_sendTransaction/)
    })

    it('eth_chainId and eth_getBalance are forwarded', async () => {
      const res = await rpc([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [USER, 'latest'] },
      ])
      expect(res.status).toBe(200)
      const answers = (await res.json()) as { id: number; result: string }[]
      expect(answers.find((a) => a.id === 1)?.result).toBe('0x1')
      expect(answers.find((a) => a.id === 2)?.result).toMatch(/^0x[0-9a-f]+$/)
    })
  })

  describe('HOSTILE A and E', () => {
    it('A: server nonces match ^[A-Za-z0-9]{8,}$ with no duplicates', async () => {
      const nonces = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const res = await send('GET', '/v1/sessions/nonce')
          return ((await res.json()) as { nonce: string }).nonce
        }),
      )
      for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
      expect(new Set(nonces).size).toBe(nonces.length)
    })

    it('A: a SIWX message with a 1 MB statement is refused (413) without parsing it', async () => {
      const message = `dapp.test wants you to sign in with your Ethereum account:\n${USER}\n\n${'a'.repeat(1024 * 1024)}\n`
      const res = await send('POST', '/v1/sessions', { message, signature: '0x00' })
      await expectRefused(res, 413, /too large/i)
    })

    it('E: __proto__ and constructor.prototype keys in a stored event pollute nothing', async () => {
      const body =
        '{"eventId":"proto","url":"https://dapp.test/","domain":"dapp.test","timestamp":1,' +
        '"props":{"event":"X","__proto__":{"polluted":1},"properties":{"constructor":{"prototype":{"polluted":1}},"__proto__":{"polluted":1}}}}'
      const res = await send('POST', '/e', body)
      expect(res.status).toBeLessThan(500)
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
      expect(Object.prototype).not.toHaveProperty('polluted')
    })
  })

  describe('per-project caches are bounded', () => {
    it('unknown project ids cannot grow the project cache beyond its limit', async () => {
      const total = PROJECT_CACHE_LIMIT + 200
      for (let start = 0; start < total; start += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, total - start) }, async (_, i) => {
            const res = await send('GET', `/appkit/v1/config?projectId=unknown-${start + i}`)
            expect(res.status).toBe(200)
          }),
        )
      }
      expect(server.ctx.projects.cachedCount).toBeLessThanOrEqual(PROJECT_CACHE_LIMIT)
      const normal = await send('GET', '/appkit/v1/config?projectId=default')
      expect(normal.status).toBe(200)
    })
  })
})
