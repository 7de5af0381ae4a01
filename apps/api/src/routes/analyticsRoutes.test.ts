import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from '../server/startApiServer'

const event = {
  eventId: '5c3e2b0e-7a36-4a8d-9f0a-0d1f0c4b5a11',
  url: 'https://dapp.test/swap',
  domain: 'dapp.test',
  timestamp: 1_763_790_000_000,
  props: {
    type: 'track',
    event: 'CONNECT_SUCCESS',
    address: '0x00000000000000000000000000000000000000aa',
    properties: { method: 'qrcode' },
  },
}

const ADMIN_TOKEN = 'test-admin-token'

describe.each(databaseKinds)('POST /e analytics sink (%s)', (kind) => {
  let server: RunningApiServer
  const post = (body: unknown, query = 'projectId=default&st=appkit&sv=html-wagmi-1.0.0') =>
    fetch(`${server.url}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const count = async () =>
    Number(
      (await server.ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM events'))[0]?.n,
    )
  beforeAll(async () => {
    server = await startTestServer(kind, {
      projects: [{ id: 'off', analyticsEnabled: false }],
      adminToken: ADMIN_TOKEN,
    })
  })
  afterAll(() => server.close())

  it('SPEC §7 "body eventId, url, domain, timestamp, props": stores the event with projectId, st and sv', async () => {
    const res = await post(event)
    expect(res.status).toBe(202)
    const rows = await server.ctx.db.query<Record<string, unknown>>(
      'SELECT project_id, event_id, sdk_type, sdk_version, url, domain, props, event_time FROM events',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      project_id: 'default',
      event_id: event.eventId,
      sdk_type: 'appkit',
      sdk_version: 'html-wagmi-1.0.0',
      url: event.url,
      domain: event.domain,
      props: event.props,
    })
    expect(new Date(rows[0]?.event_time as Date).getTime()).toBe(event.timestamp)
  })

  it('stores an error report with type, event, errorType, errorMessage, stackTrace; a repeated eventId once', async () => {
    const before = await count()
    const error = {
      ...event,
      eventId: 'err-1',
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'x is undefined',
        stackTrace: 'at f (a.js:1:1)',
      },
    }
    expect((await post(error)).status).toBe(202)
    expect((await post(error)).status).toBe(202)
    expect(await count()).toBe(before + 1)
  })

  it.each<[unknown, string]>([
    [{ ...event, eventId: undefined }, 'missing eventId'],
    [{ ...event, timestamp: 'yesterday' }, 'wrong type'],
    [{ ...event, timestamp: 1e300 }, 'huge value'],
    [{ ...event, eventId: "1'); DROP TABLE events; --" }, 'injection string'],
    [{ ...event, props: { type: 'track' } }, 'props without event'],
    [{ ...event, url: 'u'.repeat(3000) }, 'too long url'],
    [[event], 'an array'],
  ])('refuses %j (%s) with 400 and stores nothing', async (body, _why) => {
    const before = await count()
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('drops the event with 204 when the project has analytics off (not 403, which SPEC §7 reads as invalid configuration)', async () => {
    const before = await count()
    const res = await post({ ...event, eventId: 'off-1' }, 'projectId=off')
    expect(res.status).toBe(204)
    expect(await count()).toBe(before)
  })

  it("GET /admin/v1/projects/{id}/events lists a project's newest events with the admin token only", async () => {
    const listed = (authorization?: string) =>
      fetch(`${server.url}/admin/v1/projects/default/events?limit=2`, {
        headers: authorization ? { authorization } : {},
      })
    expect((await listed()).status).toBe(401)
    expect((await listed('Bearer wrong')).status).toBe(401)
    const newest = { ...event, eventId: 'newest-1', timestamp: event.timestamp + 60_000 }
    expect((await post(newest)).status).toBe(202)
    const res = await listed(`Bearer ${ADMIN_TOKEN}`)
    expect(res.status).toBe(200)
    const { events } = (await res.json()) as { events: { eventId: string; event: string }[] }
    expect(events).toHaveLength(2)
    expect(events[0]).toMatchObject({
      eventId: 'newest-1',
      type: 'track',
      event: 'CONNECT_SUCCESS',
      url: event.url,
      domain: event.domain,
      time: new Date(newest.timestamp).toISOString(),
    })
    const tooMany = await fetch(`${server.url}/admin/v1/projects/default/events?limit=5000`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(tooMany.status).toBe(400)
  })
})
