import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { flushEvents, sendEvent } from '../controllers/events/events'
import { push } from '../controllers/router/router'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { onConnected } from './connectionFlow'
import { eventsContext } from './eventsContext'
import { back } from './goBackFlow'
import { close, open } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

describe('modal flow', () => {
  it('opens on the SPEC §2 view, sends MODAL_OPEN and MODAL_CLOSE once the visitor opened it', async () => {
    const { core } = makeTestCore(server.url)
    const before = server.requests.length
    await open(core)
    await flushEvents(core)
    expect(core.modal.open).toBe(true)
    expect(core.events.opened).toBe(true)
    await close(core)
    await flushEvents(core)
    const events = server.requests
      .slice(before)
      .filter((r) => r.path === '/e')
      .map((r) => (r.body as { props: { event: string } }).props.event)
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  it('SPEC §2 "close when history is exhausted" through back()', async () => {
    const { core } = makeTestCore(server.url)
    await open(core, { view: 'AllWallets' })
    await flushEvents(core)
    await back(core)
    expect(core.modal.open).toBe(false)
  })

  it('SPEC §2 "Leaving ConnectingFarcaster without an account resets the social login URL and reloads the auth connector"', async () => {
    const { core } = makeTestCore(server.url)
    await open(core)
    await flushEvents(core)
    setChainAccountData(core.chain, 'eip155', { farcasterUrl: 'http://127.0.0.1/farcaster' })
    push(core.router, 'ConnectingFarcaster')
    let reloads = 0
    await back(core, async () => {
      reloads++
    })
    expect(core.router.view).toBe('Connect')
    expect(core.chain.namespaces.eip155?.accountState.farcasterUrl).toBeUndefined()
    expect(reloads).toBe(1)
    setChainAccountData(core.chain, 'eip155', {
      caipAddress: 'eip155:1:0xa',
      farcasterUrl: 'http://127.0.0.1/f',
    })
    push(core.router, 'ConnectingFarcaster')
    await back(core, async () => {
      reloads++
    })
    expect(reloads).toBe(1)
    expect(core.chain.namespaces.eip155?.accountState.farcasterUrl).toBe('http://127.0.0.1/f')
  })

  it('SPEC §7 "Skipped ... when analytics is off": the project\'s remote switch (isAnalyticsEnabled) counts, asked only after the visitor first opens the modal', async () => {
    let remote = false
    const project = await startTestServer({
      'GET /getAnalyticsConfig': () => ({ body: { isAnalyticsEnabled: remote } }),
      'POST /e': () => ({ status: 202 }),
    })
    try {
      const off = makeTestCore(project.url).core
      await sendEvent(eventsContext(off), { event: 'INITIALIZE' })
      expect(project.requests).toEqual([])
      await open(off)
      await flushEvents(off)
      await close(off)
      await flushEvents(off)
      await open(off)
      await flushEvents(off)
      expect(project.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'GET /getAnalyticsConfig',
      ])
      expect(project.requests[0]?.query).toMatchObject({ projectId: 'test-project', st: 'appkit' })

      remote = true
      const on = makeTestCore(project.url).core
      await sendEvent(eventsContext(on), { event: 'INITIALIZE' })
      await open(on)
      await flushEvents(on)
      const sent = project.requests
        .slice(1)
        .filter((r) => r.path === '/e')
        .map((r) => (r.body as { props: { event: string } }).props.event)
      expect(sent).toEqual(['INITIALIZE', 'MODAL_OPEN'])

      const localOff = makeTestCore(project.url, { features: { analytics: false } }).core
      const before = project.requests.length
      await open(localOff)
      await flushEvents(localOff)
      expect(project.requests.length).toBe(before)
    } finally {
      await project.close()
    }
  })

  it('keeps the local analytics setting when the remote switch cannot be read', async () => {
    const { core, warnings } = makeTestCore(server.url)
    const before = server.requests.length
    await open(core)
    await flushEvents(core)
    expect(core.events.remoteEnabled).toBeUndefined()
    expect(warnings.some((w) => w.startsWith('Analytics config not read'))).toBe(true)
    expect(server.requests.slice(before).some((r) => r.path === '/e')).toBe(true)
  })
})

describe('a hanging analytics server', () => {
  it('never holds back open(), a connection or close(): the events go out in the background', async () => {
    // A real loopback server that takes every request and never answers.
    const held: ServerResponse[] = []
    const hanging = createServer((_request, response) => {
      held.push(response)
    })
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    const { port } = hanging.address() as AddressInfo
    const { core } = makeTestCore(`http://127.0.0.1:${port}`)
    await open(core)
    expect(core.modal.open).toBe(true)
    await onConnected(core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0xa',
      accounts: [{ caipAddress: 'eip155:1:0xa', purpose: 'eoa' }],
    })
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connected')
    await close(core)
    expect(core.modal.open).toBe(false)
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(core.events.inFlight.size).toBeGreaterThan(0)
    for (const response of held) response.destroy()
    hanging.closeAllConnections()
    await new Promise((resolve) => hanging.close(resolve))
    await flushEvents(core)
    expect(core.events.inFlight.size).toBe(0)
  })
})
