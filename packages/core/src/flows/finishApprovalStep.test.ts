import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { push } from '../controllers/router/router'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { approveRequest, rejectRequest, runWithApproval } from './approvalFlow'
import { open } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('finishing an approval step', () => {
  it('keeps ApproveTransaction open while another request still awaits approval: nothing is dropped', async () => {
    const { core } = makeTestCore(server.url)
    await open(core, { view: 'Account' })
    const first = runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: ['0x68690a', '0xa'] },
      async () => '0xsig1',
    )
    const second = runWithApproval(
      core,
      { id: 2, method: 'personal_sign', params: ['0x6869', '0xa'] },
      async () => '0xsig2',
    )
    await flush()
    expect(core.router.history).toEqual(['Account', 'ApproveTransaction'])
    approveRequest(core, 1)
    await expect(first).resolves.toBe('0xsig1')
    expect(core.router.view).toBe('ApproveTransaction')
    expect(core.router.transactionStack).toHaveLength(1)
    expect(core.requests.pending.map((r) => r.id)).toEqual([2])
    rejectRequest(core, 2)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(core.router.history).toEqual(['Account'])
    expect(core.router.transactionStack).toHaveLength(0)
    expect(core.modal.open).toBe(true)
  })

  it('SPEC §2 "on success ... the stack pops or the modal closes" once the last request is decided', async () => {
    const { core } = makeTestCore(server.url)
    await open(core, { view: 'Account' })
    push(core.router, 'Networks')
    const only = runWithApproval(
      core,
      { id: 3, method: 'eth_sendTransaction', params: [{ to: '0xb' }] },
      async () => '0xhash',
    )
    await flush()
    approveRequest(core, 3)
    await expect(only).resolves.toBe('0xhash')
    expect(core.router.history).toEqual(['Account', 'Networks'])
  })
})
