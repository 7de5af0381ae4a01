import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestApiClient } from '../../testing/apiFixtures'
import { startTestServer, type TestServer } from '../../testing/startTestServer'
import { createAlerts } from '../alerts/alerts'
import {
  createEvents,
  type EventsContext,
  markModalOpened,
  type RecordedEvent,
  reportError,
  sendEvent,
  subscribeToEvents,
  trackEvent,
} from './events'

let server: TestServer
let forbidden: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
  forbidden = await startTestServer({
    'POST /e': () => ({ status: 403, body: { error: 'origin' } }),
  })
})
afterAll(async () => {
  await server.close()
  await forbidden.close()
})

function setup(url = server.url, analytics = true) {
  const { client, time } = makeTestApiClient(url)
  const clock = { now: () => time.now }
  const context: EventsContext = {
    events: createEvents(clock),
    alerts: createAlerts(),
    analytics: client,
    clock,
    platform: { isMobile: false, url: 'http://127.0.0.1:3000/app', domain: '127.0.0.1' },
    analyticsEnabled: () => analytics,
    address: () => '0xabc',
  }
  return { context, time }
}

describe('events and analytics', () => {
  it('SPEC §7 "POST {analytics}/e with query projectId, st, sv and body eventId, url, domain, timestamp, props (event data plus address)"', async () => {
    const { context, time } = setup()
    await markModalOpened(context)
    const before = server.requests.length
    await sendEvent(context, { event: 'CONNECT_SUCCESS', properties: { method: 'browser' } })
    expect(server.requests.length).toBe(before + 1)
    const request = server.requests.at(-1)
    expect(request?.query).toEqual({ projectId: 'test-project', st: 'appkit', sv: 'core-test' })
    expect(request?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'http://127.0.0.1:3000/app',
      domain: '127.0.0.1',
      timestamp: time.now,
      props: {
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: '0xabc',
        properties: { method: 'browser' },
      },
    })
    expect(context.events.lastEvent?.event).toBe('CONNECT_SUCCESS')
  })

  it('SPEC §7 "Skipped for MODAL_CREATED and when analytics is off"', async () => {
    const on = setup()
    await markModalOpened(on.context)
    const before = server.requests.length
    await sendEvent(on.context, { event: 'MODAL_CREATED' })
    expect(on.context.events.lastEvent?.event).toBe('MODAL_CREATED')
    const off = setup(server.url, false)
    await markModalOpened(off.context)
    await sendEvent(off.context, { event: 'MODAL_OPEN' })
    await expect(reportError(off.context, new Error('x'))).resolves.toBe(false)
    expect(server.requests.length).toBe(before)
  })

  it('nothing is sent before the visitor first opens the modal', async () => {
    const { context } = setup()
    const before = server.requests.length
    await sendEvent(context, { event: 'INITIALIZE' })
    await sendEvent(context, { event: 'CONNECT_SUCCESS' })
    expect(server.requests.length).toBe(before)
    await markModalOpened(context)
    await markModalOpened(context)
    expect(server.requests.length).toBe(before + 2)
  })

  it('SPEC §4 "Error reports rate limited: max 5 per 60 s" with type, event, errorType, errorMessage, stackTrace', async () => {
    const { context, time } = setup()
    await markModalOpened(context)
    const results: boolean[] = []
    for (let i = 0; i < 6; i++) results.push(await reportError(context, new TypeError(`e${i}`)))
    expect(results).toEqual([true, true, true, true, true, false])
    expect(server.requests.at(-1)?.body).toMatchObject({
      props: {
        type: 'error',
        event: 'ERROR',
        errorType: 'TypeError',
        errorMessage: 'e4',
        stackTrace: expect.stringContaining('TypeError'),
      },
    })
    time.now += 59_999
    await expect(reportError(context, new Error('late'))).resolves.toBe(false)
    time.now += 1
    await expect(reportError(context, new Error('again'))).resolves.toBe(true)
  })

  it('SPEC §7 "A 403 shows the invalid-configuration alert once"', async () => {
    const { context } = setup(forbidden.url)
    const errors: unknown[] = []
    context.onError = (e) => errors.push(e)
    await markModalOpened(context)
    await sendEvent(context, { event: 'MODAL_OPEN' })
    expect(context.alerts).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    context.alerts.open = false
    await sendEvent(context, { event: 'MODAL_CLOSE' })
    expect(context.alerts.open).toBe(false)
    expect(errors).toHaveLength(2)
  })

  it('every event reaches a subscriber: two events in one tick are two calls, in order', () => {
    const { context, time } = setup()
    const seen: RecordedEvent[] = []
    const stop = subscribeToEvents(context.events, (event) => seen.push(event))
    trackEvent(context, { event: 'MODAL_OPEN', properties: { connected: false } })
    trackEvent(context, { event: 'CLICK_ALL_WALLETS' })
    expect(seen).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: time.now },
      { event: 'CLICK_ALL_WALLETS', timestamp: time.now },
    ])
    stop()
    trackEvent(context, { event: 'MODAL_CLOSE' })
    expect(seen).toHaveLength(2)
  })

  it('a subscriber that throws does not keep the event from the others', () => {
    const { context } = setup()
    const errors: unknown[] = []
    context.onError = (error) => errors.push(error)
    const seen: string[] = []
    subscribeToEvents(context.events, () => {
      throw new Error('subscriber failed')
    })
    subscribeToEvents(context.events, (event) => seen.push(event.event))
    trackEvent(context, { event: 'CLICK_NETWORKS' })
    expect(seen).toEqual(['CLICK_NETWORKS'])
    expect(errors).toEqual([new Error('subscriber failed')])
  })
})
