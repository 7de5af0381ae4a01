import { afterEach, describe, expect, it } from 'vitest'
import { RPC_BATCH_SIZE, RPC_BATCH_WAIT_MS } from '../constants/limitConstants'
import { isUserRejection } from '../errors/isUserRejection'
import {
  AbortedError,
  InvalidJsonResponseError,
  InvalidRpcResponseError,
  NoTransportUrlError,
  RpcResponseError,
} from '../errors/transportErrors'
import type { Timers } from '../time/clock'
import { createJsonRpcTransport } from './createJsonRpcTransport'
import { BROADCAST_METHODS } from './retryPolicy'
import {
  createTestTimers,
  type ReceivedRequest,
  type Script,
  settle,
  startScriptedServer,
} from './scriptedServer.fixture'

let servers: Awaited<ReturnType<typeof startScriptedServer>>[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()))
  servers = []
})

async function serve(script: Script) {
  const server = await startScriptedServer(script)
  servers.push(server)
  return server
}

type Body = { id: number; method: string; params?: unknown }
const idOf = (request: ReceivedRequest) => (request.body as Body).id
const ok = (result: unknown) => (request: ReceivedRequest) => ({
  body: { jsonrpc: '2.0', id: idOf(request), result },
})
const rpcError =
  (code: number, message = 'err', data?: unknown) =>
  (request: ReceivedRequest) => ({
    body: { jsonrpc: '2.0', id: idOf(request), error: { code, message, data } },
  })

const LONG = 60_000
function transport(url: string, extra: Partial<Parameters<typeof createJsonRpcTransport>[0]> = {}) {
  const test = createTestTimers(LONG)
  const rpc = createJsonRpcTransport({ url, timers: test.timers, timeoutMs: LONG, ...extra })
  return { rpc, waits: test.waits }
}

describe('createJsonRpcTransport against a real HTTP server on 127.0.0.1', () => {
  it("'JSON-RPC 2.0 POST (jsonrpc, id, method, params)', 'response read for result and error'", async () => {
    const server = await serve([ok('0x1')])
    const { rpc } = transport(server.url, { headers: { 'x-project-id': 'p' } })
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x1')
    const server2 = await serve([ok('0x10')])
    expect(
      await transport(server2.url).rpc.request({
        method: 'eth_getBalance',
        params: ['0xabc', 'latest'],
      }),
    ).toBe('0x10')
    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(server.requests[0]?.headers['x-project-id']).toBe('p')
    expect(server2.requests[0]?.body).toMatchObject({ params: ['0xabc', 'latest'] })
  })

  it("'No URL was provided to the Transport'", () => {
    expect(() => createJsonRpcTransport({ url: undefined })).toThrow(NoTransportUrlError)
    expect(() => createJsonRpcTransport({ url: '' })).toThrow(
      'No URL was provided to the Transport',
    )
  })

  it.each([-32603, -32005, -1, 429])(
    'HTTP 200 with JSON-RPC error %i is retried like a transient error',
    async (code) => {
      const server = await serve([rpcError(code), ok('0x1')])
      const { rpc, waits } = transport(server.url)
      expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x1')
      expect(server.requests).toHaveLength(2)
      expect(waits).toEqual([150])
    },
  )

  it.each([-32601, -32602, 4001])(
    'deterministic JSON-RPC error %i: exactly 1 attempt, typed with code and data',
    async (code) => {
      const server = await serve([rpcError(code, 'nope', { why: 1 }), ok('0x1')])
      const { rpc } = transport(server.url)
      const request = rpc.request({ method: 'eth_call' })
      await expect(request).rejects.toThrow(RpcResponseError)
      await expect(request).rejects.toMatchObject({ code, data: { why: 1 }, shortMessage: 'nope' })
      expect(server.requests).toHaveLength(1)
    },
  )

  it('a 4001 JSON-RPC error is recognised as user rejection by code', async () => {
    const server = await serve([rpcError(4001, 'User denied')])
    const error = await transport(server.url)
      .rpc.request({ method: 'eth_requestAccounts' })
      .catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })

  it("'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504; 3 retries, base delay 150 ms doubling'", async () => {
    const server = await serve([{ status: 502 }, { status: 429 }, { status: 500 }, { status: 504 }])
    const { rpc, waits } = transport(server.url)
    await expect(rpc.request({ method: 'eth_chainId' })).rejects.toThrow('HTTP status code: 504')
    expect(server.requests).toHaveLength(4)
    expect(waits).toEqual([150, 300, 600])
  })

  it("'honouring Retry-After' on an RPC 429", async () => {
    const server = await serve([{ status: 429, headers: { 'retry-after': '2' } }, ok('0x1')])
    const { rpc, waits } = transport(server.url)
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(waits).toEqual([2_000])
  })

  it.each([...BROADCAST_METHODS])('%s broadcasts, so it is never retried', async (method) => {
    const server = await serve([{ status: 503 }, ok('0xhash')])
    const { rpc } = transport(server.url)
    await expect(rpc.request({ method, params: [] })).rejects.toThrow('HTTP status code: 503')
    expect(server.requests).toHaveLength(1)
  })

  it('retry: false makes exactly one attempt', async () => {
    const server = await serve([rpcError(-32603), ok('0x1')])
    const { rpc } = transport(server.url)
    await expect(rpc.request({ method: 'eth_chainId' }, { retry: false })).rejects.toThrow(
      RpcResponseError,
    )
    expect(server.requests).toHaveLength(1)
  })

  it.each([
    [
      'a mismatched id',
      (r: ReceivedRequest) => ({ body: { jsonrpc: '2.0', id: idOf(r) + 1, result: 1 } }),
      'id mismatch',
    ],
    ['a missing id', { body: { jsonrpc: '2.0', result: 1 } }, 'missing id'],
    [
      'both result and error',
      (r: ReceivedRequest) => ({ body: { id: idOf(r), result: 1, error: { code: 1 } } }),
      'both result and error',
    ],
    [
      'an error without a numeric code',
      (r: ReceivedRequest) => ({ body: { id: idOf(r), error: { code: 'x' } } }),
      'error without a numeric code',
    ],
    [
      'an error for another id',
      (r: ReceivedRequest) => ({ body: { id: idOf(r) + 5, error: { code: 3 } } }),
      'id mismatch',
    ],
    [
      'neither result nor error',
      (r: ReceivedRequest) => ({ body: { id: idOf(r) } }),
      'neither result nor error',
    ],
    ['not an object', { body: [1, 2] }, 'not a JSON-RPC response object'],
  ] as const)(
    'a reply with %s is a typed InvalidRpcResponseError, not retried',
    async (_case, reply, text) => {
      const server = await serve([reply, ok('0x1')])
      const { rpc } = transport(server.url)
      const request = rpc.request({ method: 'eth_chainId' })
      await expect(request).rejects.toThrow(InvalidRpcResponseError)
      await expect(request).rejects.toThrow(text)
      expect(server.requests).toHaveLength(1)
    },
  )

  it('an error with id null (a parse error) is still an RpcResponseError', async () => {
    const server = await serve([
      { body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } } },
    ])
    await expect(transport(server.url).rpc.request({ method: 'x' })).rejects.toMatchObject({
      code: -32700,
    })
  })

  it("HTTP 200 with a bare {error:{code:429}} (no id) is the call's RpcResponseError and is retried", async () => {
    const server = await serve([
      { body: { error: { code: 429, message: 'rate limited' } } },
      ok('0x1'),
    ])
    const { rpc, waits } = transport(server.url)
    expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x1')
    expect(server.requests).toHaveLength(2)
    expect(waits).toEqual([150])
    const always = await serve([{ body: { error: { code: 429 } } }])
    const error = await transport(always.url)
      .rpc.request({ method: 'eth_blockNumber' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(error).toMatchObject({ code: 429 })
    expect(always.requests).toHaveLength(4)
  })

  it('a non-JSON body is an InvalidJsonResponseError', async () => {
    const server = await serve([{ body: 'Bad Gateway but 200' }])
    await expect(transport(server.url).rpc.request({ method: 'eth_chainId' })).rejects.toThrow(
      InvalidJsonResponseError,
    )
    expect(server.requests).toHaveLength(1)
  })
})

describe('JSON-RPC batching', () => {
  const answerBatch = (request: ReceivedRequest) => ({
    body: (request.body as Body[])
      .map((b) => ({ jsonrpc: '2.0', id: b.id, result: `${b.method}:${b.id}` }))
      .reverse(),
  })

  it("'optionally batched (size 1000, wait 0)': concurrent calls share one HTTP request", async () => {
    expect(RPC_BATCH_SIZE).toBe(1000)
    expect(RPC_BATCH_WAIT_MS).toBe(0)
    const server = await serve([answerBatch])
    const rpc = createJsonRpcTransport({ url: server.url, batch: true })
    const results = await Promise.all([
      rpc.request({ method: 'eth_chainId' }),
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_gasPrice' }),
    ])
    expect(results).toEqual(['eth_chainId:1', 'eth_blockNumber:2', 'eth_gasPrice:3'])
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.body).toHaveLength(3)
  })

  it("'batched (size 1000, wait 0)': 1001 concurrent calls are exactly 2 HTTP requests, 1000 then the one left, flushed by a 0 ms timer", async () => {
    const server = await serve([
      answerBatch,
      (r) => ({ body: { jsonrpc: '2.0', id: idOf(r), result: 'last' } }),
    ])
    // Timers the test fires by hand, recording every delay the transport asks for.
    type Scheduled = { ms: number; callback: () => void; cleared: boolean }
    const scheduled: Scheduled[] = []
    const timers: Timers = {
      setTimeout(callback, ms) {
        const entry = { ms, callback, cleared: false }
        scheduled.push(entry)
        return entry
      },
      clearTimeout(handle) {
        ;(handle as Scheduled).cleared = true
      },
    }
    const rpc = createJsonRpcTransport({ url: server.url, batch: true, timers, timeoutMs: LONG })
    const calls = Array.from({ length: 1001 }, (_, i) =>
      rpc.request({ method: 'eth_getBlockByNumber', params: [`0x${i.toString(16)}`, false] }),
    )
    await server.waitForRequests(1)
    await settle()
    // The first 1000 left at once (the batch was full); the 1001st waits for its 0 ms flush.
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.body).toHaveLength(1000)
    const flushes = scheduled.filter((entry) => entry.ms !== LONG)
    expect(flushes.map((entry) => entry.ms)).toEqual([RPC_BATCH_WAIT_MS, RPC_BATCH_WAIT_MS])
    expect(RPC_BATCH_WAIT_MS).toBe(0)
    expect(flushes.map((entry) => entry.cleared)).toEqual([true, false])
    flushes[1]?.callback()
    const results = await Promise.all(calls)
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]?.body).toMatchObject({ id: 1001, params: ['0x3e8', false] })
    expect(results[0]).toBe('eth_getBlockByNumber:1')
    expect(results[999]).toBe('eth_getBlockByNumber:1000')
    expect(results[1000]).toBe('last')
    expect(RPC_BATCH_SIZE).toBe(1000)
  })

  it('splits batches at the batch size and sends a lone call as a plain object', async () => {
    const server = await serve([
      answerBatch,
      (r) => ({ body: { jsonrpc: '2.0', id: idOf(r), result: 'single' } }),
    ])
    const rpc = createJsonRpcTransport({ url: server.url, batch: { batchSize: 2, waitMs: 0 } })
    const results = await Promise.all([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
      rpc.request({ method: 'c' }),
    ])
    expect(results).toEqual(['a:1', 'b:2', 'single'])
    expect(server.requests.map((r) => Array.isArray(r.body))).toEqual([true, false])
  })

  it('a batch reply missing one id rejects only that call', async () => {
    const server = await serve([
      (request) => ({
        body: [{ jsonrpc: '2.0', id: (request.body as Body[])[0]?.id, result: 'first' }],
      }),
    ])
    const rpc = createJsonRpcTransport({ url: server.url, batch: true })
    const [first, second] = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ])
    expect(first).toEqual({ status: 'fulfilled', value: 'first' })
    expect(second.status).toBe('rejected')
    expect((second as PromiseRejectedResult).reason).toBeInstanceOf(InvalidRpcResponseError)
  })

  it('one error object for the whole batch reaches every call; HTTP errors retry every call', async () => {
    const server = await serve([{ status: 503 }, answerBatch])
    const test = createTestTimers(LONG)
    const rpc = createJsonRpcTransport({
      url: server.url,
      batch: true,
      timers: test.timers,
      timeoutMs: LONG,
    })
    expect(await Promise.all([rpc.request({ method: 'a' }), rpc.request({ method: 'b' })])).toEqual(
      ['a:3', 'b:4'],
    )
    const server2 = await serve([
      { body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch refused' } } },
    ])
    const rpc2 = createJsonRpcTransport({ url: server2.url, batch: true })
    const results = await Promise.allSettled([
      rpc2.request({ method: 'a' }),
      rpc2.request({ method: 'b' }),
    ])
    expect(results.map((r) => (r as PromiseRejectedResult).reason?.code)).toEqual([-32600, -32600])
  })

  it('aborting one batched call rejects it alone; the others still resolve', async () => {
    const server = await serve([answerBatch])
    const rpc = createJsonRpcTransport({ url: server.url, batch: true })
    const controller = new AbortController()
    const aborted = rpc.request({ method: 'a' }, { signal: controller.signal })
    const kept = rpc.request({ method: 'b' })
    controller.abort()
    await expect(aborted).rejects.toThrow(AbortedError)
    expect(await kept).toBe('b:2')
    await expect(rpc.request({ method: 'c' }, { signal: AbortSignal.abort() })).rejects.toThrow(
      'Request was aborted',
    )
    await settle()
  })
})
