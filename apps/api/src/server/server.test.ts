import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from './startApiServer'

describe.each(databaseKinds)('server skeleton (%s)', (kind) => {
  let server: RunningApiServer
  const logLines: string[] = []
  beforeAll(async () => {
    server = await startTestServer(kind, {
      allowedOrigins: ['https://*.example.com', 'http://localhost:*'],
      projects: [{ id: 'shop', allowedOrigins: ['https://shop.test'] }],
      logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
    })
  })
  afterAll(() => server.close())

  it('answers /healthz with the database kind', async () => {
    const res = await fetch(`${server.url}/healthz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: kind })
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    // Every route of SPEC §7 this service answers, plus health and admin.
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/admin/v1/projects/{id}',
        '/appkit/v1/config',
        '/e',
        '/getAnalyticsConfig',
        '/getWalletImage/{id}',
        '/getWallets',
        '/healthz',
        '/projects/v1/origins',
        '/public/getAssetImage/{id}',
        '/public/getCurrencyImage/{id}',
        '/public/getTokenImage/{id}',
        '/v1',
        '/v1/account/{account}/history',
        '/v1/account/{address}/balance',
        '/v1/bip122/address/{address}/balance',
        '/v1/bip122/address/{address}/utxo',
        '/v1/bip122/fee-rate',
        '/v1/bip122/tx',
        '/v1/convert/allowance',
        '/v1/convert/build-approve',
        '/v1/convert/build-transaction',
        '/v1/convert/gas-price',
        '/v1/convert/quotes',
        '/v1/convert/tokens',
        '/v1/fungible/price',
        '/v1/identity/{address}',
        '/v1/profile/account',
        '/v1/profile/account/{name}',
        '/v1/profile/reverse/{address}',
        '/v1/profile/suggestions/{name}',
        '/v1/sessions',
        '/v1/sessions/nonce',
        '/v1/sessions/{id}',
        '/v1/sessions/{id}/revoke',
        '/v1/supported-chains',
        '/v1/generators/onrampurl',
        '/v1/onramp/options',
        '/v1/onramp/quote',
      ].sort(),
    )
    expect(doc.paths['/getWallets']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'entries',
        'include',
        'exclude',
        'search',
        'badge_type',
        'chains',
      ]),
    )
  })

  it('writes structured JSON logs with the request id, method, url and status', async () => {
    await fetch(`${server.url}/getAnalyticsConfig`)
    const entries = logLines.map(
      (line) => JSON.parse(line) as { msg: string; reqId: string; req?: { url: string } },
    )
    const incoming = entries.find(
      (e) => e.msg === 'incoming request' && e.req?.url === '/getAnalyticsConfig',
    )
    expect(incoming).toMatchObject({ level: 30, reqId: expect.any(String), req: { method: 'GET' } })
    const done = entries.find((e) => e.msg === 'request completed' && e.reqId === incoming?.reqId)
    expect(done).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) })
  })

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${server.url}/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not Found', message: 'Route GET /nope not found' })
  })

  it('SPEC §5 "Allowed origins may contain a wildcard and match by origin": a subdomain origin gets CORS headers', async () => {
    const res = await fetch(`${server.url}/getAnalyticsConfig`, {
      headers: { origin: 'https://app.example.com' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
  })

  it('SPEC §5 "origin must be on the project\'s allowed list": another origin gets 403 origin not allowed', async () => {
    const res = await fetch(`${server.url}/getAnalyticsConfig`, {
      headers: { origin: 'https://example.com.evil.test' },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const preflight = await fetch(`${server.url}/e`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com.evil.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
  })

  it('answers a CORS preflight from an allowed origin with 204 and the allowed methods', async () => {
    const res = await fetch(`${server.url}/e`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('uses the allowed origins of the project named by projectId', async () => {
    const ok = await fetch(`${server.url}/projects/v1/origins?projectId=shop`, {
      headers: { origin: 'https://shop.test' },
    })
    expect(await ok.json()).toEqual({ allowedOrigins: ['https://shop.test'] })
    const refused = await fetch(`${server.url}/projects/v1/origins?projectId=shop`, {
      headers: { origin: 'https://app.example.com' },
    })
    expect(refused.status).toBe(403)
  })

  it('answers a malformed projectId with 400', async () => {
    const res = await fetch(
      `${server.url}/getAnalyticsConfig?projectId=${encodeURIComponent("x' OR 1=1 --")}`,
    )
    expect(res.status).toBe(400)
  })

  it('answers malformed JSON and an oversized body with 4xx, never 500', async () => {
    const bad = await fetch(`${server.url}/e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"eventId":',
    })
    expect(bad.status).toBe(400)
    const huge = await fetch(`${server.url}/e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(200_000) }),
    })
    expect(huge.status).toBe(413)
  })
})

describe.each(databaseKinds)('rate limiting and shutdown (%s)', (kind) => {
  it('answers 429 with Retry-After once a client passes the limit', async () => {
    const server = await startTestServer(kind, { rateLimit: { max: 3, windowMs: 60_000 } })
    try {
      const statuses: number[] = []
      let retryAfter: string | null = null
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.url}/getAnalyticsConfig`, {
          headers: { origin: 'http://localhost:3000' },
        })
        expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
        statuses.push(res.status)
        if (res.status === 429) retryAfter = res.headers.get('retry-after')
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      expect(Number(retryAfter)).toBeGreaterThan(0)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('finishes the request in flight, then stops listening on close', async () => {
    const lines: string[] = []
    const server = await startTestServer(kind, {
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    })
    const body = JSON.stringify({
      eventId: 'shutdown-1',
      url: 'https://a.test/',
      domain: 'a.test',
      timestamp: 1,
      props: { event: 'X' },
    })
    // Half of the body is sent, the server is told to close, then the rest arrives.
    const request = http.request(`${server.url}/e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const status = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => resolve(res.statusCode ?? 0)).on('error', reject)
    })
    request.write(body.slice(0, 20))
    // Close once the server has logged the request as received, so it is surely in flight.
    await vi.waitFor(() =>
      expect(
        lines.some((line) => line.includes('"incoming request"') && line.includes('"/e"')),
      ).toBe(true),
    )
    const closing = server.close()
    request.end(body.slice(20))
    expect(await status).toBe(202)
    await closing
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
  })
})
