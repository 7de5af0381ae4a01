import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants/limitConstants'
import { DISALLOWED_RPC_ERROR_DELAY_MS } from '../constants/timeConstants'
import { addPendingRequest } from '../controllers/requests/requests'
import { isUserRejection } from '../errors/isUserRejection'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { createEmbeddedRequest } from './embeddedRequestFlow'
import type { EmbeddedWalletMessenger } from './embeddedWalletFlow'
import { close } from './modalFlow'

type Posted = { type: string; payload?: unknown }

// The frame is apps/secure in a browser (its vitest suite and the demo's e2e click the real one);
// here it stands in at the messenger edge: each request waits until the test answers it.
function heldFrame() {
  const posted: Posted[] = []
  const answers: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = []
  const messenger: EmbeddedWalletMessenger = {
    request: (type, payload) => {
      posted.push({ type, payload })
      if (type === 'RPC_ABORT') return Promise.resolve({})
      return new Promise((resolve, reject) => answers.push({ resolve, reject }))
    },
    disconnect: async () => {},
  }
  return { messenger, posted, answers }
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the embedded wallet request gate (one entry for every method and namespace)', () => {
  it('SPEC §6 "Safe RPC methods ... need no approval": eth_getBalance goes to the frame at once, no modal', async () => {
    const { core } = makeTestCore(server.url)
    const frame = heldFrame()
    const request = createEmbeddedRequest(core, frame.messenger, 'eip155')
    const answer = request('eth_getBalance', ['0x1', 'latest'])
    await tick()
    frame.answers[0]?.resolve('0x10')
    expect(await answer).toBe('0x10')
    expect(core.modal.open).toBe(false)
    expect(core.requests.pending).toEqual([])
  })

  it('SPEC §6 "Not-safe methods need approval in the modal": ApproveTransaction opens with the request in the frame; nothing resolves until the frame answers, and the frame\'s Reject is a 4001 user rejection', async () => {
    const { core } = makeTestCore(server.url)
    const frame = heldFrame()
    const request = createEmbeddedRequest(core, frame.messenger, 'eip155')
    const params = [{ to: '0x2', value: '0x1' }]
    const sending = request('eth_sendTransaction', params)
    let settled = false
    void sending.then(
      () => (settled = true),
      () => (settled = true),
    )
    await tick()
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('ApproveTransaction')
    expect(core.requests.pending).toMatchObject([
      { method: 'eth_sendTransaction', inFrame: true, needsApproval: true, params },
    ])
    // What the frame was sent is a frozen copy: the caller's later change does not reach it.
    params[0] = { to: '0x3', value: '0x9' }
    expect(frame.posted).toEqual([
      {
        type: 'RPC_REQUEST',
        payload: { method: 'eth_sendTransaction', params: [{ to: '0x2', value: '0x1' }] },
      },
    ])
    await tick()
    expect(settled).toBe(false)
    const { FrameRequestError } = await import('../errors/frameErrors')
    frame.answers[0]?.reject(
      new FrameRequestError({ details: 'User rejected the request.', code: 4001 }),
    )
    const error = await sending.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(core.requests.pending).toEqual([])
    expect(core.modal.open).toBe(false)

    // Refused by the wallet after approval: its reason is shown (SPEC §4 toast variant error).
    const broke = request('eth_sendTransaction', [{ to: '0x2', value: '0x99' }])
    await tick()
    frame.answers[1]?.reject(
      new FrameRequestError({ details: 'Insufficient funds for gas and value', code: -32000 }),
    )
    await expect(broke).rejects.toMatchObject({ code: -32000 })
    expect(core.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Insufficient funds for gas and value',
    })

    // Approved in the frame: its answer is the result.
    const signing = request('personal_sign', ['0x68', '0x1'])
    await tick()
    frame.answers[2]?.resolve('0xsigned')
    expect(await signing).toBe('0xsigned')
  })

  it("SPEC §6 \"A disallowed call gives 'Requested RPC call is not allowed' (UI text 'Action not allowed')\": an unknown method never reaches the frame", async () => {
    const { core } = makeTestCore(server.url)
    const frame = heldFrame()
    const request = createEmbeddedRequest(core, frame.messenger, 'eip155')
    await expect(request('eth_sign', ['0x1', '0x68'])).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(frame.posted).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, DISALLOWED_RPC_ERROR_DELAY_MS + 20))
    expect(core.modal.error).toBe('Action not allowed')
  })

  it('SPEC §9 "Pending-transaction limit 99": the 100th waiting request is refused before the frame sees it', async () => {
    const { core } = makeTestCore(server.url)
    const frame = heldFrame()
    for (let id = 1; id <= PENDING_TRANSACTIONS_LIMIT; id++)
      addPendingRequest(core.requests, {
        id,
        method: 'personal_sign',
        needsApproval: true,
        reject: () => {},
      })
    const request = createEmbeddedRequest(core, frame.messenger, 'eip155')
    await expect(request('personal_sign', ['0x68', '0x1'])).rejects.toThrow(
      'Too many pending requests (limit 99)',
    )
    expect(frame.posted).toEqual([])
  })

  it('SPEC §2 "Closing with an empty stack rejects pending non-safe requests": closing the modal rejects the request waiting in the frame and aborts it there', async () => {
    const { core } = makeTestCore(server.url)
    const frame = heldFrame()
    const request = createEmbeddedRequest(core, frame.messenger, 'eip155')
    const signing = request('personal_sign', ['0x68', '0x1'])
    await tick()
    await close(core)
    await expect(signing).rejects.toThrow('Modal closed')
    expect(frame.posted.map((m) => m.type)).toEqual(['RPC_REQUEST', 'RPC_ABORT'])
    expect(core.requests.pending).toEqual([])
  })
})
