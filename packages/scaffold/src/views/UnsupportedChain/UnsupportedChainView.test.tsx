import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import SwitchNetworkView from '../SwitchNetwork/SwitchNetworkView'
import UnsupportedChainView from './UnsupportedChainView'

/** Connected on mainnet, then the wallet moved to chain 999, which the app did not configure. */
async function walletOnUnknownChain(options: Parameters<typeof makeViewCore>[0] = {}) {
  const made = makeViewCore(options)
  const { core, evm } = made
  await flows.onConnected(core, 'eip155', 'injected', {
    caipAddress: `eip155:${1}:0xa` as const,
    accounts: [],
  })
  controllers.connectors.addConnector(core.connectors, {
    id: 'injected',
    type: 'INJECTED',
    name: 'Dev Wallet',
    chain: 'eip155',
  })
  await flows.applyAdapterEvent(core, evm, {
    type: 'chainChanged',
    connectorId: 'injected',
    caipNetworkId: 'eip155:999',
  })
  return made
}

describe('UnsupportedChain view', () => {
  it('SPEC §2 "An unsupported network shows UnsupportedChain": the message and the networks to switch to', async () => {
    const { core } = await walletOnUnknownChain()
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('UnsupportedChain')
    renderView(<UnsupportedChainView />, core)
    expect(screen.getByText(/doesn't support your wallet's current network/)).toBeTruthy()
    const buttons = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button')
    // The networks of the connected namespace; none is current (the wallet left them all).
    expect(buttons.map((b) => b.getAttribute('data-network-id'))).toEqual(['eip155:1', 'eip155:10'])
    expect(buttons.every((b) => !b.hasAttribute('aria-current'))).toBe(true)
  })

  it('is not shown when unsupported chains are allowed', async () => {
    const { core } = await walletOnUnknownChain({ allowUnsupportedChain: true })
    expect(core.modal.open).toBe(false)
  })

  it("choosing the app's last network still asks the wallet, then the modal closes", async () => {
    const { core, evm } = await walletOnUnknownChain()
    renderView(<UnsupportedChainView />, core)
    fireEvent.click(screen.getByRole('button', { name: /^Ethereum/ }))
    expect(core.router.view).toBe('SwitchNetwork')
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).toContain('switch:eip155:1')
  })

  it('disconnect leaves the unsupported network by disconnecting the wallet', async () => {
    const { core, evm } = await walletOnUnknownChain()
    renderView(<UnsupportedChainView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })

  it('is keyboard operable and has no axe violations', async () => {
    const { core } = await walletOnUnknownChain()
    const { container } = renderView(<UnsupportedChainView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Optimism/ }))
    await user.keyboard('{Enter}')
    expect(core.router.view).toBe('SwitchNetwork')
  })
})
