import { afterEach, describe, expect, it } from 'vitest'
import {
  AbortedError,
  HttpRequestError,
  InvalidJsonResponseError,
  NetworkRequestError,
  ResponseBodyTooLargeError,
  TimeoutError,
} from '../errors/transportErrors'
import type { Clock } from '../time/clock'
import { createHttpClient } from './createHttpClient'
import {
  createTestTimers,
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

const LONG = 60_000
const fixedClock: Pick<Clock, 'now'> = { now: () => Date.UTC(2026, 0, 1, 12, 0, 0) }

function clientWithInstantBackoff(extra: Parameters<typeof createHttpClient>[0] = {}) {
  const test = createTestTimers(LONG)
  const client = createHttpClient({
    timers: test.timers,
    timeoutMs: LONG,
    clock: fixedClock,
    ...extra,
  })
  return { client, waits: test.waits }
}

describe('createHttpClient against a real HTTP server on 127.0.0.1', () => {
  it('GETs JSON, POSTs a JSON body with headers, and reads an empty body as undefined', async () => {
    const server = await serve([{ body: { ok: 1 } }, { body: { posted: true } }, { status: 204 }])
    const client = createHttpClient({ headers: { 'x-project-id': 'p1' } })
    expect(await client.request({ url: server.url })).toEqual({ ok: 1 })
    expect(
      await client.request({ url: server.url, body: { a: 1 }, headers: { 'x-sdk': 'js' } }),
    ).toEqual({
      posted: true,
    })
    expect(await client.request({ url: server.url, method: 'DELETE' })).toBeUndefined()
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'DELETE'])
    expect(server.requests[1]?.body).toEqual({ a: 1 })
    expect(server.requests[1]?.headers['x-project-id']).toBe('p1')
    expect(server.requests[1]?.headers['x-sdk']).toBe('js')
    expect(server.requests[1]?.headers['content-type']).toBe('application/json')
  })

  it.each([400, 401, 404])(
    "'HTTP status code: %i' is deterministic: exactly 1 attempt",
    async (status) => {
      const server = await serve([{ status, body: { message: 'no' } }, { body: { ok: 1 } }])
      const { client } = clientWithInstantBackoff()
      const request = client.request({ url: server.url })
      await expect(request).rejects.toThrow(`HTTP status code: ${status}`)
      await expect(request).rejects.toMatchObject({
        status,
        url: server.url,
        body: { message: 'no' },
      })
      expect(server.requests).toHaveLength(1)
    },
  )

  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    "'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504': %i is retried",
    async (status) => {
      const server = await serve([{ status }, { body: { ok: 1 } }])
      const { client, waits } = clientWithInstantBackoff()
      expect(await client.request({ url: server.url })).toEqual({ ok: 1 })
      expect(server.requests).toHaveLength(2)
      expect(waits).toEqual([150])
    },
  )

  it("'3 retries, base delay 150 ms doubling': 4 attempts waiting 150, 300, 600 ms", async () => {
    const server = await serve([{ status: 503, body: 'down' }])
    const { client, waits } = clientWithInstantBackoff()
    const request = client.request({ url: server.url })
    await expect(request).rejects.toThrow(HttpRequestError)
    await expect(request).rejects.toThrow('HTTP status code: 503')
    expect(server.requests).toHaveLength(4)
    expect(waits).toEqual([150, 300, 600])
  })

  it("'honouring Retry-After': 'Retry-After: 1' waits 1000 ms", async () => {
    const server = await serve([{ status: 429, headers: { 'retry-after': '1' } }, { body: 1 }])
    const { client, waits } = clientWithInstantBackoff()
    expect(await client.request({ url: server.url })).toBe(1)
    expect(waits).toEqual([1_000])
  })

  it('Retry-After as an HTTP-date is read against the injected clock', async () => {
    const date = new Date(fixedClock.now() + 5_000).toUTCString()
    const server = await serve([{ status: 503, headers: { 'retry-after': date } }, { body: 1 }])
    const { client, waits } = clientWithInstantBackoff()
    expect(await client.request({ url: server.url })).toBe(1)
    expect(waits).toEqual([5_000])
  })

  it("Retry-After '86400' is capped at 30 s; '-5', 'soon' and a past date fall back to backoff", async () => {
    const past = new Date(fixedClock.now() - 5_000).toUTCString()
    const server = await serve([
      { status: 503, headers: { 'retry-after': '86400' } },
      { status: 503, headers: { 'retry-after': '-5' } },
      { status: 503, headers: { 'retry-after': past } },
      { body: 1 },
    ])
    const { client, waits } = clientWithInstantBackoff()
    expect(await client.request({ url: server.url })).toBe(1)
    expect(waits).toEqual([30_000, 300, 600])
    const server2 = await serve([{ status: 503, headers: { 'retry-after': 'soon' } }, { body: 2 }])
    const second = clientWithInstantBackoff()
    expect(await second.client.request({ url: server2.url })).toBe(2)
    expect(second.waits).toEqual([150])
  })

  it("'10 s timeout': a server that never answers fails with TimeoutError after one attempt", async () => {
    const server = await serve([{ hang: true }])
    const test = createTestTimers()
    const client = createHttpClient({ timers: test.timers })
    const request = client.request({ url: server.url })
    await server.waitForRequests(1)
    expect(test.pendingDelays()).toEqual([10_000])
    test.fireAll()
    await expect(request).rejects.toThrow(TimeoutError)
    expect(server.requests).toHaveLength(1)
  })

  it("an AbortSignal fired during a backoff delay stops all further attempts ('Request was aborted')", async () => {
    const server = await serve([{ status: 503 }, { body: 1 }])
    const test = createTestTimers()
    const client = createHttpClient({ timers: test.timers })
    const controller = new AbortController()
    const request = client.request({ url: server.url, signal: controller.signal })
    await server.waitForRequests(1)
    while (!test.pendingDelays().includes(150)) await settle(1)
    controller.abort()
    await expect(request).rejects.toThrow('Request was aborted')
    await settle()
    expect(server.requests).toHaveLength(1)
  })

  it('an AbortSignal fired during a request aborts it; an aborted signal sends nothing', async () => {
    const server = await serve([{ hang: true }])
    const client = createHttpClient({ timers: createTestTimers().timers })
    const controller = new AbortController()
    const request = client.request({ url: server.url, signal: controller.signal })
    await server.waitForRequests(1)
    controller.abort()
    await expect(request).rejects.toThrow(AbortedError)
    await expect(client.request({ url: server.url, signal: AbortSignal.abort() })).rejects.toThrow(
      AbortedError,
    )
    expect(server.requests).toHaveLength(1)
  })

  it('a response body over the maximum is refused unparsed (ResponseBodyTooLarge)', async () => {
    const big = 'x'.repeat(64 * 1024)
    const server = await serve([
      { body: big },
      { body: big, headers: { 'transfer-encoding': 'chunked' } },
    ])
    const { client } = clientWithInstantBackoff({ maxResponseBodyBytes: 1_024 })
    await expect(client.request({ url: server.url })).rejects.toThrow(ResponseBodyTooLargeError)
    await expect(client.request({ url: server.url })).rejects.toThrow(ResponseBodyTooLargeError)
    expect(server.requests).toHaveLength(2)
  })

  it('a non-JSON body is a typed error, not retried', async () => {
    const server = await serve([{ body: '<html>oops</html>' }])
    const { client } = clientWithInstantBackoff()
    await expect(client.request({ url: server.url })).rejects.toThrow(InvalidJsonResponseError)
    expect(server.requests).toHaveLength(1)
  })

  it('a refused connection is a NetworkRequestError, retried 3 times', async () => {
    const server = await serve([{ body: 1 }])
    const url = server.url
    await server.close()
    servers = []
    const { client, waits } = clientWithInstantBackoff()
    await expect(client.request({ url })).rejects.toThrow(NetworkRequestError)
    expect(waits).toEqual([150, 300, 600])
  })

  it('retry: false makes exactly one attempt', async () => {
    const server = await serve([{ status: 503 }, { body: 1 }])
    const { client } = clientWithInstantBackoff()
    await expect(client.request({ url: server.url, retry: false })).rejects.toThrow(
      'HTTP status code: 503',
    )
    expect(server.requests).toHaveLength(1)
  })
})
