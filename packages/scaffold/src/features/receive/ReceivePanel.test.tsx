import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getAxeViolations, makeViewCore, renderView } from '../../testing/renderAccountView'
import { connectedPanelCore, PANEL_ADDRESS } from '../testing'
import ReceivePanel from './ReceivePanel'

describe('Receive panel', () => {
  it("SPEC §2 'receive': the connected address as a QR code and as text, with a copy button", async () => {
    const { core } = await connectedPanelCore()
    renderView(<ReceivePanel />, core)
    const qr = screen.getByRole('img', { name: `QR code of your address ${PANEL_ADDRESS}` })
    expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy()
    expect(screen.getByText(PANEL_ADDRESS)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it("lists the networks of the account's namespace it can receive on (not the other namespaces)", async () => {
    const { core } = await connectedPanelCore()
    renderView(<ReceivePanel />, core)
    const list = screen.getByRole('region', { name: 'Networks you can receive on' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).getByText('Ethereum')).toBeTruthy()
    expect(within(list).getByText('Optimism')).toBeTruthy()
    expect(within(list).queryByText('Solana')).toBeNull()
  })

  it('says a wallet is needed when none is connected', () => {
    const { core } = makeViewCore()
    renderView(<ReceivePanel />, core)
    expect(screen.getByText('Connect a wallet to receive tokens.')).toBeTruthy()
  })

  it('has no axe violations', async () => {
    const { core } = await connectedPanelCore()
    const { container } = renderView(<ReceivePanel />, core)
    expect(await getAxeViolations(container)).toEqual([])
  })
})
