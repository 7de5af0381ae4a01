import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import SwitchNetworkView from '../SwitchNetwork/SwitchNetworkView'
import NetworksView from './NetworksView'

async function connectedOnMainnet() {
  const made = makeViewCore()
  await flows.open(made.core, { view: 'Account' })
  await flows.onConnected(made.core, 'eip155', 'injected', {
    caipAddress: `eip155:${1}:0xa` as const,
    accounts: [],
  })
  controllers.router.push(made.core.router, 'Networks')
  return made
}

const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('Networks view', () => {
  it('lists every configured network with its image and name, the active one marked aria-current', async () => {
    const { core } = await connectedOnMainnet()
    renderView(<NetworksView />, core)
    const list = screen.getByRole('list', { name: 'Networks' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('data-network-id'))).toEqual([
      'eip155:1',
      'eip155:10',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null])
    expect(within(buttons[0]!).getByText('Active')).toBeTruthy()
    // A network without an image of its own shows the API's logo for its CAIP-2 id.
    expect(buttons[1]?.querySelector('img')?.getAttribute('src')).toContain(
      '/public/getAssetImage/eip155%3A10?',
    )
  })

  it('disables networks the connected wallet did not approve: focusable, described, inert', async () => {
    const { core, evm } = await connectedOnMainnet()
    const state = core.chain.namespaces.eip155!.networkState
    state.supportsAllNetworks = false
    state.approvedCaipNetworkIds = ['eip155:1']
    renderView(<NetworksView />, core)
    const optimism = item('Optimism')
    expect(optimism.getAttribute('aria-disabled')).toBe('true')
    expect(optimism.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(optimism.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Not available with the connected wallet')
    fireEvent.click(optimism)
    expect(core.router.view).toBe('Networks')
    expect(evm.calls).not.toContain('switch:eip155:10')
  })

  it('SPEC §2 "Otherwise SwitchNetwork opens": another network of the connected namespace', async () => {
    const { core } = await connectedOnMainnet()
    renderView(<NetworksView />, core)
    fireEvent.click(item('Optimism'))
    expect(core.router.view).toBe('SwitchNetwork')
    expect(core.router.data?.network).toMatchObject({ caipNetworkId: 'eip155:10' })
    // The active network changes only once the wallet agrees (SwitchNetwork asks it).
    expect(controllers.chain.getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:1')
  })

  it('SPEC §2 "target is on a different chain and no account exists there, SwitchActiveChain opens"', async () => {
    const { core } = await connectedOnMainnet()
    renderView(<NetworksView />, core)
    fireEvent.click(item('Solana'))
    expect(core.router.view).toBe('SwitchActiveChain')
    expect(core.router.data?.switchToChain).toBe('solana')
  })

  it('SPEC §2 "Switching network: same as current network does nothing"', async () => {
    const { core } = await connectedOnMainnet()
    renderView(<NetworksView />, core)
    fireEvent.click(item('Ethereum'))
    expect(core.router.history).toEqual(['Account', 'Networks'])
  })

  it('with no wallet connected, a network becomes active without asking any wallet and the modal closes', async () => {
    const { core, evm } = makeViewCore()
    await flows.open(core, { view: 'Networks' })
    renderView(<NetworksView />, core)
    fireEvent.click(item('Optimism'))
    expect(core.router.view).toBe('SwitchNetwork')
    renderView(<SwitchNetworkView />, core)
    await waitFor(() => expect(core.modal.open).toBe(false))
    expect(controllers.chain.getActiveNetwork(core.chain)?.caipNetworkId).toBe('eip155:10')
    expect(evm.calls).toEqual([])
  })

  it('is keyboard operable: Tab to a network and Enter chooses it', async () => {
    const { core } = await connectedOnMainnet()
    renderView(<NetworksView />, core)
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(item('Ethereum'))
    await user.tab()
    expect(document.activeElement).toBe(item('Optimism'))
    await user.keyboard('{Enter}')
    expect(core.router.view).toBe('SwitchNetwork')
  })

  it('has no axe violations, with a disabled network too', async () => {
    const { core } = await connectedOnMainnet()
    core.chain.namespaces.eip155!.networkState.supportsAllNetworks = false
    const { container } = renderView(<NetworksView />, core)
    expect(await getAxeViolations(container)).toEqual([])
  })
})
