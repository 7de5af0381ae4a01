import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../controllers/chain/chain'
import { addPendingRequest } from '../controllers/requests/requests'
import { makeTestCore } from '../testing/makeTestCore'
import { optimism } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import {
  approveRequest,
  rejectRequest,
  runBatchWithApproval,
  runWithApproval,
} from './approvalFlow'
import { close } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('approval flow', () => {
  it('SPEC §6 "Safe RPC methods ... need no approval"', async () => {
    const { core } = makeTestCore(server.url)
    await expect(
      runWithApproval(core, { id: 1, method: 'eth_chainId', params: [] }, async () => '0x1'),
    ).resolves.toBe('0x1')
    expect(core.modal.open).toBe(false)
  })

  it('SPEC §2 "With pending transactions, an approval view is shown; on success or error the stack pops or the modal closes"', async () => {
    const { core } = makeTestCore(server.url)
    const sent: unknown[] = []
    const pending = runWithApproval(
      core,
      { id: 7, method: 'eth_sendTransaction', params: [{ to: '0xb', value: '0x1' }] },
      async (p) => {
        sent.push(p)
        return '0xhash'
      },
    )
    await flush()
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('ApproveTransaction')
    expect(core.requests.pending.map((r) => r.id)).toEqual([7])
    expect(approveRequest(core, 7)).toBe(true)
    await expect(pending).resolves.toBe('0xhash')
    expect(sent).toEqual([[{ to: '0xb', value: '0x1' }]])
    expect(core.modal.open).toBe(false)
    expect(core.requests.pending).toEqual([])

    const failing = runWithApproval(
      core,
      { id: 8, method: 'personal_sign', params: ['0x00', '0xa'] },
      async () => {
        throw new Error('wallet error')
      },
    )
    await flush()
    approveRequest(core, 8)
    await expect(failing).rejects.toThrow('wallet error')
    expect(core.modal.open).toBe(false)
  })

  it('closing the modal on ApproveTransaction rejects that request ("Modal closed"): it is never left pending, and the wallet is never asked', async () => {
    const { core } = makeTestCore(server.url)
    let executed = false
    const pending = runWithApproval(
      core,
      { id: 9, method: 'eth_sendTransaction', params: [{ to: '0xb' }] },
      async () => {
        executed = true
        return '0xhash'
      },
    )
    await flush()
    expect(core.router.view).toBe('ApproveTransaction')
    const rejected = expect(pending).rejects.toThrow('Modal closed')
    await close(core)
    await rejected
    expect(executed).toBe(false)
    expect(core.modal.open).toBe(false)
    expect(core.requests.pending).toEqual([])
    expect(core.router.transactionStack).toEqual([])
  })

  it('HOSTILE G "params are frozen or deep-cloned at approval time" and H "only that request id is released"', async () => {
    const { core } = makeTestCore(server.url)
    const tx = { to: '0xb', value: '0x1' }
    const sent: unknown[] = []
    const first = runWithApproval(
      core,
      { id: 1, method: 'eth_sendTransaction', params: tx },
      async (p) => {
        sent.push(p)
        return 'one'
      },
    )
    const second = runWithApproval(
      core,
      { id: 2, method: 'eth_sendTransaction', params: { to: '0xc' } },
      async () => 'two',
    )
    await flush()
    tx.to = '0xattacker'
    const shown = core.requests.pending.find((r) => r.id === 1)?.params as { to: string }
    expect(shown.to).toBe('0xb')
    expect(Object.isFrozen(shown)).toBe(true)
    approveRequest(core, 1)
    await expect(first).resolves.toBe('one')
    expect(sent).toEqual([{ to: '0xb', value: '0x1' }])
    expect(core.requests.pending.map((r) => r.id)).toEqual([2])
    expect(rejectRequest(core, 2)).toBe(true)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(approveRequest(core, 99)).toBe(false)
    expect(rejectRequest(core, 99)).toBe(false)
  })

  it('SPEC §9 "Pending-transaction limit 99"', async () => {
    const { core } = makeTestCore(server.url)
    for (let id = 0; id < 99; id++)
      addPendingRequest(core.requests, {
        id,
        method: 'personal_sign',
        needsApproval: true,
        reject: () => {},
      })
    await expect(
      runWithApproval(core, { id: 100, method: 'personal_sign', params: [] }, async () => 'x'),
    ).rejects.toThrow('Too many pending requests (limit 99)')
  })

  it('SPEC §5 "Only listed safe or unsafe RPC methods are accepted; others are rejected" (\'Requested RPC call is not allowed\')', async () => {
    const { core } = makeTestCore(server.url)
    let ran = false
    await expect(
      runWithApproval(core, { id: 1, method: 'eth_sign', params: [] }, async () => {
        ran = true
      }),
    ).rejects.toThrow('Requested RPC call is not allowed')
    expect(ran).toBe(false)
    expect(core.modal.open).toBe(true)
  })

  it('HOSTILE G "a JSON-RPC batch [eth_chainId, eth_sendTransaction]: the unsafe element still requires approval"', async () => {
    const { core } = makeTestCore(server.url)
    const executed: string[] = []
    const batch = runBatchWithApproval(
      core,
      [
        { id: 1, method: 'eth_chainId', params: [] },
        { id: 2, method: 'eth_sendTransaction', params: [{ to: '0xb' }] },
      ],
      async (request) => {
        executed.push(request.method)
        return request.method
      },
    )
    await flush()
    expect(executed).toEqual(['eth_chainId'])
    expect(core.router.view).toBe('ApproveTransaction')
    approveRequest(core, 2)
    await expect(batch).resolves.toEqual(['eth_chainId', 'eth_sendTransaction'])
  })

  it('HOSTILE H "a pending personal_sign on chain 1, when the user switches to chain 10 ... is rejected (4901-like); it is never silently re-targeted"', async () => {
    const { core } = makeTestCore(server.url)
    let ran = false
    const pending = runWithApproval(
      core,
      { id: 5, method: 'personal_sign', params: ['0x00', '0xa'] },
      async () => {
        ran = true
        return '0xsig'
      },
    )
    await flush()
    setActiveNetwork(core.chain, optimism)
    approveRequest(core, 5)
    await expect(pending).rejects.toMatchObject({ code: 4901 })
    expect(ran).toBe(false)
  })
})
