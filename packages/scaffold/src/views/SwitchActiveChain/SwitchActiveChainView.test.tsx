import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { solanaMainnet } from '@appkit/core/testing'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import SwitchActiveChainView from './SwitchActiveChainView'

/** Connected on eip155, the visitor chose Solana in Networks (no Solana account). */
async function choseSolana() {
  const made = makeViewCore()
  const { core } = made
  await flows.open(core, { view: 'Account' })
  await flows.onConnected(core, 'eip155', 'injected', {
    caipAddress: `eip155:${1}:0xa` as const,
    accounts: [],
  })
  controllers.router.push(core.router, 'Networks')
  const target = core.chain.networks.find((n) => n.caipNetworkId === solanaMainnet.caipNetworkId)!
  expect(
    controllers.switchNetwork.requestSwitchNetwork(
      { chain: core.chain, router: core.router },
      target,
    ),
  ).toBe('SwitchActiveChain')
  return made
}

describe('SwitchActiveChain view', () => {
  it('explains that the connected wallet does not cover the chosen namespace', async () => {
    const { core } = await choseSolana()
    renderView(<SwitchActiveChainView />, core)
    expect(
      screen.getByText(
        'The connected wallet does not support Solana. Switch to Solana to connect a wallet for it.',
      ),
    ).toBeTruthy()
    expect(core.chain.activeNamespace).toBe('eip155')
  })

  it('SPEC §2 "SwitchActiveChain opens, then navigates to Connect with replace"', async () => {
    const { core, solana } = await choseSolana()
    renderView(<SwitchActiveChainView />, core)
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Solana' }))
    expect(core.router.history).toEqual(['Account', 'Networks', 'Connect'])
    expect(core.chain.activeNamespace).toBe('solana')
    // The EVM account stays connected; no wallet was asked anything.
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:1:0xa')
    expect(solana.calls).toEqual([])
  })

  it('is keyboard operable and has no axe violations', async () => {
    const { core } = await choseSolana()
    const { container } = renderView(<SwitchActiveChainView />, core)
    expect(await getAxeViolations(container)).toEqual([])
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Switch to Solana' }))
    await user.keyboard('{Enter}')
    expect(core.router.view).toBe('Connect')
  })
})
