import { ChainNotSupportedError, UserRejectedRequestError } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { optimism } from '@appkit/core/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import SwitchNetworkView from './SwitchNetworkView'

/** Account → Networks → SwitchNetwork(Optimism), connected on mainnet; the wallet's answer is held. */
async function switchingToOptimism() {
  const made = makeViewCore()
  const { core, evm } = made
  await flows.open(core, { view: 'Account' })
  await flows.onConnected(core, 'eip155', 'injected', {
    caipAddress: `eip155:${1}:0xa` as const,
    accounts: [],
  })
  controllers.router.push(core.router, 'Networks')
  const target = core.chain.networks.find((n) => n.caipNetworkId === optimism.caipNetworkId)
  controllers.router.push(core.router, 'SwitchNetwork', { network: target })
  const answers: { resolve: () => void; reject: (e: Error) => void }[] = []
  evm.switchNetwork = ({ caipNetwork }) => {
    evm.calls.push(`switch:${caipNetwork.caipNetworkId}`)
    return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }))
  }
  return { ...made, answers }
}

const activeId = (core: ReturnType<typeof makeViewCore>['core']) =>
  controllers.chain.getActiveNetwork(core.chain)?.caipNetworkId

describe('SwitchNetwork view', () => {
  it('is pending while the wallet switches, and the active network waits for the wallet', async () => {
    const { core, evm, answers } = await switchingToOptimism()
    renderView(<SwitchNetworkView />, core)
    expect(screen.getByRole('status', { name: 'Switching to Optimism' })).toBeTruthy()
    expect(screen.getByText('Approve in wallet')).toBeTruthy()
    await waitFor(() => expect(answers).toHaveLength(1))
    expect(evm.calls).toEqual(['switch:eip155:10'])
    expect(activeId(core)).toBe('eip155:1')
  })

  it('on success activates the network and returns to the view that opened Networks', async () => {
    const { core, answers } = await switchingToOptimism()
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]!.resolve()
    await waitFor(() => expect(core.router.view).toBe('Account'))
    expect(core.router.history).toEqual(['Account'])
    expect(activeId(core)).toBe('eip155:10')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:10:0xa')
  })

  it("SPEC §8 'Chain is not supported' shows with a retry that asks the wallet again", async () => {
    const { core, evm, answers } = await switchingToOptimism()
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]!.reject(new ChainNotSupportedError({ details: 'Optimism' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Chain is not supported')
    expect(alert.textContent).toContain('Your wallet could not add Optimism.')
    expect(activeId(core)).toBe('eip155:1')
    expect(core.router.view).toBe('SwitchNetwork')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(answers).toHaveLength(2))
    expect(evm.calls).toEqual(['switch:eip155:10', 'switch:eip155:10'])
    answers[1]!.resolve()
    await waitFor(() => expect(core.router.view).toBe('Account'))
    expect(activeId(core)).toBe('eip155:10')
  })

  it('a rejection in the wallet (4001) reads as declined, found by code not text', async () => {
    const { core, answers } = await switchingToOptimism()
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]!.reject(Object.assign(new Error('whatever the wallet says'), { code: 4001 }))
    expect((await screen.findByRole('alert')).textContent).toContain('Switch declined')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('is keyboard operable: Try again is reached with Tab and activated with Enter', async () => {
    const { core, answers } = await switchingToOptimism()
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]!.reject(new UserRejectedRequestError())
    await screen.findByRole('alert')
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(answers).toHaveLength(2))
  })

  it('has no axe violations while pending and after a failure', async () => {
    const { core, answers } = await switchingToOptimism()
    const { container } = renderView(<SwitchNetworkView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    await waitFor(() => expect(answers).toHaveLength(1))
    answers[0]!.reject(new Error('boom'))
    expect((await screen.findByRole('alert')).textContent).toContain('Switch failed')
    expect(await getAxeViolations(container)).toEqual([])
  })
})
