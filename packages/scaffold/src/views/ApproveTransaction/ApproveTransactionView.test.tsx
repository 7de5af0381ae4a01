import { EVM_REQUEST_POLICY } from '@appkit/adapter-wagmi'
import type { RequestSummary } from '@appkit/core/adapter'
import * as flows from '@appkit/core/flows'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  getAxeViolations,
  makeManualClock,
  makeViewCore,
  renderView,
} from '../../testing/renderAccountView'
import ApproveTransactionView from './ApproveTransactionView'

const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

/** Waits until the adapter's summary of the request shown has loaded (it loads on demand). */
const summaryShown = () =>
  waitFor(() => expect(screen.queryAllByText('Reading the request')).toHaveLength(0))

/**
 * A connected instance whose clock the test moves (for the 500 ms click guard). Its EVM adapter
 * classes and summarises requests with the EVM adapter's own policy, as in a dapp.
 */
async function setup() {
  const { clock, advance } = makeManualClock()
  const made = makeViewCore({}, { clock })
  Object.assign(made.evm, { requestPolicy: EVM_REQUEST_POLICY })
  await flows.onConnected(made.core, 'eip155', 'injected', {
    caipAddress: `eip155:${1}:0xa` as const,
    accounts: [],
  })
  const pass = () =>
    act(() => {
      advance(500)
    })
  return { ...made, pass }
}

describe('ApproveTransaction view', () => {
  it('SPEC §6 "Not-safe methods need approval in the modal": what it does, the method, who asks, the network, the message', async () => {
    const { core } = await setup()
    void flows.runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: [hex('hello world'), '0xa'] },
      async () => '0xsig',
    )
    await waitFor(() => expect(core.router.view).toBe('ApproveTransaction'))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(screen.getByText('Sign a message')).toBeTruthy()
    expect(screen.getByText('personal_sign')).toBeTruthy()
    expect(screen.getByText('Requested by 127.0.0.1')).toBeTruthy()
    expect(screen.getByText('Ethereum')).toBeTruthy()
    expect(screen.getByText('hello world')).toBeTruthy()
  })

  it('Approve releases the request with the params shown, then the modal closes', async () => {
    const { core, pass } = await setup()
    const execute = vi.fn(async (_params: unknown) => '0xsig')
    const result = flows.runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: [hex('gm'), '0xa'] },
      execute,
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    pass()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await expect(result).resolves.toBe('0xsig')
    expect(execute).toHaveBeenCalledWith([hex('gm'), '0xa'])
    expect(core.modal.open).toBe(false)
  })

  it('HOSTILE F: Approve stays disabled, and ignores activation, for the first 500 ms a request is visible', async () => {
    const { core, pass } = await setup()
    const execute = vi.fn(async () => '0xsig')
    const result = flows.runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: [hex('gm'), '0xa'] },
      execute,
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    const approve = screen.getByRole('button', { name: 'Approve' })
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(approve)
    expect(core.requests.pending.map((r) => r.id)).toEqual([1])
    pass()
    expect(approve.hasAttribute('aria-disabled')).toBe(false)
    fireEvent.click(approve)
    await expect(result).resolves.toBe('0xsig')
    expect(execute).toHaveBeenCalledTimes(1)
  })

  it("Approve waits for the adapter's summary: a request whose summary has not loaded cannot be approved", async () => {
    const { core, evm, pass } = await setup()
    let finish!: (summary: RequestSummary) => void
    Object.assign(evm, {
      requestPolicy: {
        ...EVM_REQUEST_POLICY,
        summarize: () => new Promise<RequestSummary>((resolve) => (finish = resolve)),
      },
    })
    const execute = vi.fn(async () => '0xsig')
    const result = flows.runWithApproval(
      core,
      { id: 9, method: 'personal_sign', params: [hex('later'), '0xa'] },
      execute,
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    pass()
    const approve = screen.getByRole('button', { name: 'Approve' })
    expect(approve.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(approve)
    expect(execute).not.toHaveBeenCalled()
    expect(screen.getAllByText('Reading the request').length).toBeGreaterThan(0)
    act(() => finish({ kind: 'signMessage', rows: [{ label: 'message', value: 'later' }] }))
    expect(await screen.findByText('later')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await expect(result).resolves.toBe('0xsig')
  })

  it('Reject answers the request with a user rejection (4001) and sends nothing', async () => {
    const { core } = await setup()
    const execute = vi.fn(async () => '0xhash')
    const result = flows.runWithApproval(
      core,
      { id: 5, method: 'eth_sendTransaction', params: [{ to: '0xb', value: '0x1' }] },
      execute,
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(execute).not.toHaveBeenCalled()
    expect(core.requests.pending).toEqual([])
  })

  it('summarises a transaction: full recipient, value in the network currency, data size', async () => {
    const { core } = await setup()
    const to = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    void flows.runWithApproval(
      core,
      {
        id: 2,
        method: 'eth_sendTransaction',
        params: [{ to, value: '0x6f05b59d3b20000', data: '0xa9059cbb0000' }],
      },
      async () => '0xhash',
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(screen.getByText('Send a transaction')).toBeTruthy()
    expect(screen.getByText(to)).toBeTruthy()
    expect(screen.getByText('0.5 ETH')).toBeTruthy()
    expect(screen.getByText('6 bytes of contract data')).toBeTruthy()
  })

  it('HOSTILE H "two approvals queued ... only that request id is released": shown one after the other, none dropped', async () => {
    const { core, pass } = await setup()
    const first = flows.runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: [hex('first'), '0xa'] },
      async () => '0x1',
    )
    const second = flows.runWithApproval(
      core,
      { id: 2, method: 'personal_sign', params: [hex('second'), '0xa'] },
      async () => '0x2',
    )
    await waitFor(() => expect(core.requests.pending).toHaveLength(2))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(screen.getByText('Request 1 of 2')).toBeTruthy()
    expect(screen.getByText('first')).toBeTruthy()
    pass()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await expect(first).resolves.toBe('0x1')
    expect(core.router.view).toBe('ApproveTransaction')
    expect(await screen.findByText('second')).toBeTruthy()
    expect(screen.queryByText('Request 1 of 2')).toBeNull()
    // The next request waits its own 500 ms before it can be approved.
    expect(screen.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }))
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(core.modal.open).toBe(false)
  })

  it('HOSTILE E: hidden and direction-changing characters are shown escaped, with a warning', async () => {
    const { core } = await setup()
    void flows.runWithApproval(
      core,
      { id: 3, method: 'personal_sign', params: ['I agree to pay \u202Egnp.exe', '0xa'] },
      async () => '0xsig',
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(screen.getByText('I agree to pay \\u{202E}gnp.exe')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('hidden or direction-changing')
  })

  it('HOSTILE G: params changed by the page after the request are not what is shown or sent', async () => {
    const { core, pass } = await setup()
    const tx = { to: '0x000000000000000000000000000000000000000b', value: '0x1' }
    const sent: unknown[] = []
    const result = flows.runWithApproval(
      core,
      { id: 4, method: 'eth_sendTransaction', params: [tx] },
      async (params) => {
        sent.push(params)
        return '0xhash'
      },
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    tx.to = '0x00000000000000000000000000000000000a77ac'
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(screen.getByText('0x000000000000000000000000000000000000000b')).toBeTruthy()
    expect(screen.queryByText(tx.to)).toBeNull()
    pass()
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await result
    expect(sent).toEqual([[{ to: '0x000000000000000000000000000000000000000b', value: '0x1' }]])
  })

  it('is keyboard operable: Tab reaches Reject then Approve, Enter approves', async () => {
    const { core, pass } = await setup()
    const result = flows.runWithApproval(
      core,
      { id: 1, method: 'personal_sign', params: [hex('gm'), '0xa'] },
      async () => '0xsig',
    )
    await waitFor(() => expect(core.modal.open).toBe(true))
    renderView(<ApproveTransactionView />, core)
    await summaryShown()
    pass()
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }))
    await user.keyboard('{Enter}')
    await expect(result).resolves.toBe('0xsig')
  })

  it('has no axe violations, with the hidden-character warning and a queue', async () => {
    const { core } = await setup()
    for (const id of [1, 2])
      void flows.runWithApproval(
        core,
        { id, method: 'personal_sign', params: [`pay\u202Eme ${id}`, '0xa'] },
        async () => '0xsig',
      )
    await waitFor(() => expect(core.requests.pending).toHaveLength(2))
    const { container } = renderView(<ApproveTransactionView />, core)
    await summaryShown()
    expect(await getAxeViolations(container)).toEqual([])
  })
})
