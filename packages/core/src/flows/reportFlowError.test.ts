import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { flushEvents } from '../controllers/events/events'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { approveRequest, runWithApproval } from './approvalFlow'
import { connectWallet } from './connectFlow'
import { close, open } from './modalFlow'
import { reportFlowError } from './reportFlowError'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

function errorReports(from: number) {
  return server.requests
    .slice(from)
    .filter((r) => r.path === '/e')
    .map((r) => (r.body as { props: Record<string, unknown> }).props)
    .filter((p) => p.type === 'error')
}

describe('flow errors: alerts and reports', () => {
  it('SPEC §8 "Provider errors map \'Unauthorized: origin not allowed\' to invalid configuration" when a connect fails, and the error is reported (INTERNAL_SDK_ERROR)', async () => {
    const { core, evm } = makeTestCore(server.url)
    await open(core)
    await flushEvents(core)
    await close(core)
    await flushEvents(core)
    const before = server.requests.length
    evm.connect = async () => {
      throw new Error('Unauthorized: origin not allowed')
    }
    await expect(
      connectWallet(core, { namespace: 'eip155', connectorId: 'walletConnect' }),
    ).rejects.toThrow('Failed to connect')
    expect(core.alerts).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
    // The report goes out in the background: the error is not held back by the sink.
    await vi.waitFor(() =>
      expect(errorReports(before)).toEqual([
        expect.objectContaining({
          event: 'CONNECT_ERROR',
          errorType: 'INTERNAL_SDK_ERROR',
          errorMessage: expect.stringContaining('Failed to connect'),
        }),
      ]),
    )
  })

  it('SPEC §8 "\'JWT Token is not yet valid\' to session expired" when an approved request fails in the wallet (PROVIDER_ERROR)', async () => {
    const { core } = makeTestCore(server.url)
    const before = server.requests.length
    const failing = runWithApproval(
      core,
      { id: 3, method: 'personal_sign', params: ['0x00', '0xa'] },
      async () => {
        throw new Error('JWT Token is not yet valid')
      },
    )
    await flush()
    approveRequest(core, 3)
    await expect(failing).rejects.toThrow('JWT Token is not yet valid')
    expect(core.alerts).toMatchObject({ open: true, shortMessage: 'Session Expired' })
    await vi.waitFor(() =>
      expect(errorReports(before)).toEqual([
        expect.objectContaining({ event: 'ERROR', errorType: 'PROVIDER_ERROR' }),
      ]),
    )
  })

  it('SPEC §8 "\'Unauthorized: invalid key\' to invalid project id"; a user rejection is neither shown nor reported', async () => {
    const { core } = makeTestCore(server.url)
    await open(core)
    await flushEvents(core)
    const before = server.requests.length
    await expect(reportFlowError(core, new UserRejectedRequestError())).resolves.toBeUndefined()
    expect(core.alerts.open).toBe(false)
    expect(errorReports(before)).toEqual([])
    await expect(
      reportFlowError(core, new Error('relay', { cause: new Error('Unauthorized: invalid key') })),
    ).resolves.toBe('INVALID_PROJECT_ID')
    expect(core.alerts.shortMessage).toBe('Invalid Project ID')
    expect(errorReports(before)).toHaveLength(1)
  })

  it('SPEC §4 "Error reports rate limited: max 5 per 60 s" across flows; a failing sink never breaks the flow', async () => {
    const { core } = makeTestCore(server.url)
    await open(core)
    await flushEvents(core)
    const before = server.requests.length
    for (let i = 0; i < 7; i++) await reportFlowError(core, new Error(`boom ${i}`))
    expect(errorReports(before)).toHaveLength(5)
    // Port 1 on loopback refuses connections: the analytics sink is down.
    const broken = makeTestCore('http://127.0.0.1:1', { apiTransport: { retryCount: 0 } })
    broken.core.events.opened = true
    await expect(reportFlowError(broken.core, new Error('x'))).resolves.toBeUndefined()
    expect(broken.warnings.some((w) => w.startsWith('Analytics event not sent'))).toBe(true)
  })
})
