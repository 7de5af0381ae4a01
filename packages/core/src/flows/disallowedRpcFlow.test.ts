import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addPendingRequest } from '../controllers/requests/requests'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { ACTION_NOT_ALLOWED, handleDisallowedRpc } from './disallowedRpcFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({})
})
afterAll(() => server.close())
afterEach(() => {
  vi.useRealTimers()
})

describe('disallowed RPC flow', () => {
  it('SPEC §8 "Disallowed RPC: modal opens, UI error after 300 ms, pending requests rejected" with \'Requested RPC call is not allowed\'', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { core } = makeTestCore(server.url, { features: { analytics: false } })
    const rejected: Error[] = []
    addPendingRequest(core.requests, {
      id: 1,
      method: 'eth_chainId',
      needsApproval: false,
      reject: (e) => rejected.push(e),
    })
    addPendingRequest(core.requests, {
      id: 2,
      method: 'personal_sign',
      needsApproval: true,
      reject: (e) => rejected.push(e),
    })
    const error = await handleDisallowedRpc(core, 'eth_signTransaction')
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(core.modal.open).toBe(true)
    expect(rejected.map((e) => (e as { shortMessage?: string }).shortMessage)).toEqual([
      'Requested RPC call is not allowed',
      'Requested RPC call is not allowed',
    ])
    expect(core.requests.pending).toEqual([])
    expect(core.modal.error).toBeUndefined()
    vi.advanceTimersByTime(299)
    expect(core.modal.error).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(core.modal.error).toBe(ACTION_NOT_ALLOWED)
    expect(ACTION_NOT_ALLOWED).toBe('Action not allowed')
  })
})
