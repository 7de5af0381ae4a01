import { UserRejectedRequestError } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../../testing/createTestAppKit'
import { getAxeViolations, renderInModal } from '../../testing/renderInModal'
import ConnectingExternalView from './ConnectingExternalView'

type Result = Awaited<ReturnType<ReturnType<typeof createTestAppKit>['evm']['connect']>>

/** The test adapter answers each connect with the next scripted outcome (the wallet's answer). */
function setup(outcomes: (() => Promise<Result>)[]) {
  const test = createTestAppKit()
  test.evm.connectors.push({
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: 'eip155',
    info: { rdns: 'io.dev' },
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  let calls = 0
  test.evm.connect = async ({ connectorId }) => {
    test.evm.calls.push(`connect:${connectorId}`)
    const next = outcomes[calls++]
    if (!next) throw new Error('unexpected connect')
    return next()
  }
  return test
}

const success = async (): Promise<Result> => ({
  caipAddress: `eip155:${1}:0xabc` as const,
  accounts: [],
})
const rejectWith = (code: number) => async (): Promise<Result> => {
  throw Object.assign(new Error('User rejected the request.'), { code })
}

async function openOn(test: ReturnType<typeof setup>) {
  await flows.open(test.appKit.core, {
    view: 'ConnectingExternal',
    data: { connectorId: 'io.dev', wallet: { id: 'io.dev', name: 'Dev Wallet' } },
  })
  return renderInModal(<ConnectingExternalView />, test.appKit)
}

describe('ConnectingExternal view', () => {
  it('shows the pending state while the wallet is asked; on success the account connects, the wallet becomes recent and the modal closes', async () => {
    let answer: (result: Result) => void = () => {}
    const test = setup([() => new Promise<Result>((resolve) => (answer = resolve))])
    await openOn(test)
    expect(screen.getByText('Continue in Dev Wallet')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Waiting for Dev Wallet' })).toBeTruthy()
    expect(test.appKit.getAccount().status).toBe('connecting')
    await act(async () => answer({ caipAddress: `eip155:${1}:0xabc` as const, accounts: [] }))
    await waitFor(() => expect(test.appKit.getState().open).toBe(false))
    expect(test.appKit.getAddress()).toBe('0xabc')
    expect(test.appKit.core.connectors.recentWallets[0]).toMatchObject({
      id: 'io.dev',
      rdns: 'io.dev',
    })
  })

  it('HOSTILE B "rejects eth_requestAccounts with 4001 ... the UI shows rejected, state stays disconnected, and the request is not retried"; Try again asks again', async () => {
    const test = setup([rejectWith(4001), success])
    await openOn(test)
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
    expect(test.appKit.getAccount().status).toBe('disconnected')
    expect(test.evm.calls).toEqual(['connect:io.dev'])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(test.appKit.getIsConnected()).toBe(true))
    expect(test.evm.calls).toEqual(['connect:io.dev', 'connect:io.dev'])
  })

  it('recognises the CAIP-25 rejection code 5000 and a rejection error class as declined', async () => {
    const test = setup([
      rejectWith(5000),
      async () => Promise.reject(new UserRejectedRequestError()),
    ])
    await openOn(test)
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(test.evm.calls).toHaveLength(2))
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
  })

  it("shows 'Connection failed' with Try again for any other error, reachable and operable by keyboard", async () => {
    const test = setup([async () => Promise.reject(new Error('provider crashed')), success])
    const { container } = await openOn(test)
    expect(await screen.findByText('Connection failed')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Try again')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(test.appKit.getIsConnected()).toBe(true))
  })

  it('says so when the connector is no longer announced', async () => {
    const test = setup([])
    await flows.open(test.appKit.core, {
      view: 'ConnectingExternal',
      data: { connectorId: 'io.gone' },
    })
    renderInModal(<ConnectingExternalView />, test.appKit)
    expect(screen.getByRole('alert').textContent).toBe(
      'This wallet is no longer available in the browser.',
    )
    expect(test.evm.calls).toEqual([])
  })

  it('has no axe violations while pending', async () => {
    const test = setup([() => new Promise<Result>(() => {})])
    const { container } = await openOn(test)
    expect(await getAxeViolations(container)).toEqual([])
  })
})
